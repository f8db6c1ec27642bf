import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a change that the shell shows on every page (XP, level, streak, avatar, name) or that
 * several pages show (a content item on the calendar and the Command Center): every signed-in page
 * renders again, from the signed-in layout down.
 *
 * The signed-in layout, not the root one. The service worker's script (app/serwist) sits under the
 * root layout and is built once, at `next build`: revalidating the root layout made the server run
 * esbuild again on the next request for /serwist/sw.js, which drew a new revision for the offline
 * page, so every open tab installed and activated a new service worker in mid-session (and two
 * servers would each have served their own script).
 */
export function refreshSignedInPages() {
  revalidatePath("/(app)", "layout");
}
