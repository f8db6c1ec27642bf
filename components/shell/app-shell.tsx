import { cookies, headers } from "next/headers";
import { ChatPanel } from "@/components/assistant/chat-panel";
import { ChatProvider } from "@/components/assistant/chat-state";
import { MatchDialogProvider } from "@/components/calendar/match-dialog";
import { MAIN_CONTENT_ID } from "@/components/field-ids";
import { AppHeader } from "@/components/shell/app-header";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { PHONE_HINT_HEADER, saysPhone } from "@/components/shell/phone-hint";
import { SIDEBAR_COOKIE } from "@/components/shell/sidebar-cookie";
import { SignInAgainDialog } from "@/components/shell/sign-in-again-dialog";
import { SidebarProvider } from "@/components/shell/sidebar-state";
import { XpFeedbackProvider } from "@/components/xp/xp-feedback";
import { getCreatorSummary } from "@/db/queries/profiles";
import { getAiClient } from "@/lib/integrations/ai";
import type { CurrentUser } from "@/lib/session";

/**
 * The signed-in shell: the side menu, the header, the XP celebrations, the Match Posted Content
 * dialog, the assistant chat and the sign-in-again dialog around a page. Every page under app/(app) renders in it (its
 * layout), and /install does for a creator who is signed in.
 */
export async function AppShell({ user, children }: { user: CurrentUser; children: React.ReactNode }) {
  const [summary, cookieStore, headerStore] = await Promise.all([getCreatorSummary(user.id), cookies(), headers()]);
  if (!summary) throw new Error(`User ${user.id} has no profile`);
  const sidebarOpen = cookieStore.get(SIDEBAR_COOKIE)?.value !== "false";

  return (
    <SidebarProvider defaultOpen={sidebarOpen} phoneGuess={saysPhone(headerStore.get(PHONE_HINT_HEADER))}>
      <XpFeedbackProvider>
        <MatchDialogProvider>
          <ChatProvider>
            {/* The first Tab stop: past the side menu and the header, straight to the page. */}
            <a
              href={`#${MAIN_CONTENT_ID}`}
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg focus:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
            >
              Skip to content
            </a>
            <div className="flex min-h-svh">
              <AppSidebar
                summary={{
                  displayName: summary.displayName,
                  avatarUrl: summary.avatarUrl,
                  totalXp: summary.totalXp,
                  streak: summary.streak,
                  tasksCompletedToday: summary.tasksCompletedToday,
                }}
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <AppHeader totalXp={summary.totalXp} />
                <OfflineNotice />
                {/* Room for the assistant's button (chat-panel.tsx): at the bottom, so the end of a page can
                    scroll clear of it; from md up also a right gutter it sits in, so it covers no control
                    wherever the page is scrolled (Create Next Post, a task's Delete). */}
                <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 pb-24 outline-none md:p-6 md:pr-16 md:pb-24">
                  {children}
                </main>
              </div>
            </div>
            <ChatPanel aiConfigured={getAiClient() !== null} />
            <SignInAgainDialog userId={user.id} email={user.email} />
          </ChatProvider>
        </MatchDialogProvider>
      </XpFeedbackProvider>
    </SidebarProvider>
  );
}
