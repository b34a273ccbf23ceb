import { redirect } from "react-router";

/** The old PHP endpoint. Its form handling arrives with the leads backend. */
export function loader() {
  return redirect("/contact-us", 301);
}
