/**
 * `npm run launch-check`: lists every invented item still in the content layer (file, what it
 * is, what to replace it with) and exits 1 while any remain (docs/decisions/0008).
 */
import { launchCheckReport, listPlaceholders } from "../app/content/placeholders.server";

const { text, exitCode } = launchCheckReport(listPlaceholders());
process.stdout.write(text);
process.exitCode = exitCode;
