/**
 * `npm run launch-check`: lists, page by page, every invented item and unconfirmed commitment
 * still in the content layer (what it is, what it says now, what to put in its place, the file)
 * and every question the brief leaves to the owner (with what the site shows meanwhile), and
 * exits 1 while any remain (docs/decisions/0008).
 */
import { launchCheckReport, listLaunchCheck } from "../app/content/launch-check.server";

const { text, exitCode } = launchCheckReport(listLaunchCheck());
process.stdout.write(text);
process.exitCode = exitCode;
