import { fill } from "~/base/template";
import { admin as copy } from "~/staff/words";

/** Which email of a lead it is and whom it went to ("Notification to …"), on a lead and the outbox. */
export function EmailRecipient({
  kind,
  recipient,
}: {
  kind: keyof typeof copy.outboxKinds;
  recipient: string;
}) {
  return (
    <p className="font-semibold">
      {fill(copy.email.recipient, { kind: copy.outboxKinds[kind], recipient })}
    </p>
  );
}
