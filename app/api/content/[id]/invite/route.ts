import { getContentItem } from "@/db/queries/content";
import { downloadResponse } from "@/lib/download";
import { inviteFileName, inviteIcs } from "@/lib/integrations/calendar-invite";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";
import { contentId } from "@/lib/validation/content";

// The calendar invite as an .ics download, when no SMTP server is configured (decision D7).
export function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return answerOrFail({ log: "Calendar invite download failed", error: "Failed to make the calendar invite. Try again." }, async () => {
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: "Please log in first" }, { status: 401 });
    const id = contentId.safeParse((await params).id);
    const item = id.success ? await getContentItem(user.id, id.data) : null;
    if (!item) return Response.json({ error: "No such content item" }, { status: 404 });
    if (!item.postDate) return Response.json({ error: "Plan a post date for this item first" }, { status: 409 });
    const planned = { ...item, postDate: item.postDate };
    return downloadResponse(inviteIcs(planned), { contentType: "text/calendar; charset=utf-8; method=PUBLISH", fileName: inviteFileName(planned) });
  });
}
