/** The inbox's filter by how the visitor arrived (issue 55): a select named "channel". */
import { channels } from "~/base/arrival";
import { sourcesWords } from "~/staff/words";

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-sm text-ink focus-visible:border-focus";

export function ChannelFilter({ value }: { value: string }) {
  const words = sourcesWords.arrival;
  return (
    <div>
      <label htmlFor="f-channel" className="text-sm font-semibold">
        {words.filterLabel}
      </label>
      <select id="f-channel" name="channel" defaultValue={value} className={field}>
        <option value="">{words.anyChannel}</option>
        {channels.map((channel) => (
          <option key={channel} value={channel}>
            {words.channels[channel]}
          </option>
        ))}
      </select>
    </div>
  );
}
