import { getContentItem } from "@/db/queries/content";
import { inviteFileName, inviteIcs } from "@/lib/integrations/calendar-invite";
import { getCurrentUser } from "@/lib/session";
import { contentId } from "@/lib/validation/content";

/** A download's header: an ASCII name for old clients, and the real one (RFC 6266's filename*) for the rest. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// The calendar invite as an .ics download, when no SMTP server is configured (decision D7).
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: "Please log in first" }, { status: 401 });
  const id = contentId.safeParse((await params).id);
  const item = id.success ? await getContentItem(user.id, id.data) : null;
  if (!item) return Response.json({ error: "No such content item" }, { status: 404 });
  if (!item.postDate) return Response.json({ error: "Plan a post date for this item first" }, { status: 409 });
  const planned = { ...item, postDate: item.postDate };
  return new Response(inviteIcs(planned), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": attachment(inviteFileName(planned)),
      "Cache-Control": "private, no-store",
    },
  });
}
