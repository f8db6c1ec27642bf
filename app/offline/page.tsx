import type { Metadata } from "next";
import { OfflineView } from "@/components/install/offline-view";

export const metadata: Metadata = { title: "Offline" };

// Precached by the service worker and shown for any page that can't be loaded offline.
// Static and public: it must not hold anyone's data.
export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-6 p-4 py-10">
      <OfflineView />
    </main>
  );
}
