import { describe, expect, it } from "vitest";
import { sourcesWords, sourcesWordsSchema } from "./sources";

describe("the staff words about where clients come from", () => {
  it("follow their schema", () => {
    expect(sourcesWordsSchema.safeParse(sourcesWords).error).toBeUndefined();
  });
});
