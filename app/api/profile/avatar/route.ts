import { getAvatar } from "@/db/queries/profile-settings";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";

// The signed-in creator's own avatar. The address carries a version (?v=), so the browser may
// keep it for a year; a new upload gets a new address.
export function GET(request: Request) {
  return answerOrFail({ log: "Avatar failed to load", error: "Failed to load your avatar" }, async () => {
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: "Sign in to see your avatar" }, { status: 401 });
    const avatar = await getAvatar(user.id);
    if (!avatar) return Response.json({ error: "No avatar uploaded" }, { status: 404 });

    const etag = `"${avatar.updatedAt.getTime()}"`;
    const headers = {
      "Content-Type": avatar.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(avatar.bytes), { headers });
  });
}
