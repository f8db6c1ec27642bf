"use client";

import { Bot, MessageCircle, Send, Square, Trash2, X } from "lucide-react";
import dynamic from "next/dynamic";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { focusLost } from "@/components/keep-focus";
import { useSidebar } from "@/components/shell/sidebar-state";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useReadingDown } from "@/components/use-reading-down";
import { formatCount } from "@/lib/format";
import { CHAT_MAX_LENGTH } from "@/lib/rules/chat";
import { useChat } from "./chat-state";

// The conversation (and react-markdown with it) is not part of any page's first load: it loads
// when the creator first points at or focuses the assistant button, and at the latest on opening.
const loadChatMessages = () => import("./chat-messages").then((module) => module.ChatMessages);
const ChatMessages = dynamic(loadChatMessages, {
  ssr: false,
  loading: () => (
    <div className="flex justify-center py-6">
      <Spinner label="Loading the assistant" />
    </div>
  ),
});

/** The floating assistant: a button bottom right, a 384 × 600 px panel (full screen on a phone). */
export function ChatPanel({ aiConfigured }: { aiConfigured: boolean }) {
  const { messages, pending, history, loadHistory, send, stop, clear } = useChat();
  const [open, setOpen] = useState(false);
  const { isMobile: phone } = useSidebar();
  const { readingDown, show: showButton } = useReadingDown(phone);
  // Sending waits for the kept conversation, so a new message follows what came before it.
  const busy = pending || history === "loading";
  const [draft, setDraft] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  // Held to what the assistant reads (its text trimmed, as the server counts it), with a count as
  // the limit nears: a paste past it stays whole in the box, to be shortened, instead of losing
  // its end unseen.
  const length = draft.trim().length;
  const tooLong = length > CHAT_MAX_LENGTH;
  const nearLimit = length > CHAT_MAX_LENGTH * 0.9;
  const lengthId = useId();

  // A reply through, Send is disabled (the box is empty): focus that was on it goes to the box.
  useEffect(() => {
    if (!pending && focusLost()) messageRef.current?.focus();
  }, [pending]);

  function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (length === 0 || busy || tooLong) return;
    const text = draft;
    setDraft("");
    // No whole reply: the message comes back to the box to send again (unless something new was typed).
    void send(text).then((answered) => {
      if (!answered) setDraft((current) => current || text);
    });
  }

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(opening) => {
        setOpen(opening);
        // Each opening reads the kept conversation: another tab or device may have added to it.
        if (opening && aiConfigured) void loadHistory();
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button
          size="icon"
          // 48 px on a phone, 40 px from md up, in the page's right gutter (components/shell/app-shell.tsx).
          // A phone has no gutter: while the page scrolls down the button steps below the screen,
          // so it doesn't cover the ends of the rows passing under it, and is back at a scroll up.
          // It stays while it has keyboard focus (its ring must be seen).
          className="fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg transition-transform duration-200 motion-reduce:transition-none data-[away]:not-focus-visible:pointer-events-none data-[away]:not-focus-visible:translate-y-24 md:size-10"
          data-away={readingDown || undefined}
          aria-label="Open the assistant"
          onPointerEnter={() => void loadChatMessages()}
          onFocus={() => {
            showButton();
            void loadChatMessages();
          }}
        >
          <MessageCircle aria-hidden className="size-6" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // Opens on the message box, ready to type (not on Clear or Close); without AI it is
          // disabled, and focus goes to the first button as in any dialog.
          onOpenAutoFocus={(event) => {
            if (!messageRef.current || messageRef.current.disabled) return;
            event.preventDefault();
            messageRef.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background shadow-2xl sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:w-96 sm:rounded-2xl sm:border"
          data-testid="chat-panel"
        >
          <div className="flex items-center gap-2 border-b px-4 py-3">
            <Bot aria-hidden className="size-5 text-primary" />
            <DialogPrimitive.Title className="flex-1 font-semibold">Assistant</DialogPrimitive.Title>
            <ConfirmAction
              title="Clear this conversation?"
              description="Every message with the assistant goes, on this device and every other. This cannot be undone."
              confirmLabel="Clear conversation"
              pendingLabel="Clearing..."
              destructive
              onConfirm={clear}
              focusAfterwards={() => messageRef.current}
              trigger={(openConfirm) => (
                <Button variant="ghost" size="icon" onClick={openConfirm} disabled={busy || messages.length === 0} aria-label="Clear the conversation">
                  <Trash2 aria-hidden />
                </Button>
              )}
            />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close the assistant">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <div className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite" data-testid="chat-messages">
            <ChatMessages aiConfigured={aiConfigured} />
            <div ref={endRef} />
          </div>

          <form onSubmit={submit} className="flex flex-wrap items-end gap-2 border-t p-3" aria-label="Message the assistant">
            <Textarea
              ref={messageRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) submit(event);
              }}
              placeholder={aiConfigured ? "Ask the assistant…" : "AI is not configured"}
              aria-label="Message"
              rows={1}
              disabled={!aiConfigured}
              aria-invalid={tooLong || undefined}
              aria-describedby={nearLimit ? lengthId : undefined}
              className="max-h-32 min-h-10 w-auto min-w-0 flex-1 resize-none"
            />
            {/* One button, Send or, while a reply is awaited, Stop: focus stays on it as it turns into Stop. */}
            {pending ? (
              <Button
                key="reply"
                type="button"
                size="icon"
                variant="secondary"
                onClick={(event) => {
                  // The stop is heard at once, and the button turns back into Send before the
                  // click is through: without this the click would go on to send again.
                  event.preventDefault();
                  stop();
                  // The question comes back to the box, to edit or send again.
                  messageRef.current?.focus();
                }}
                aria-label="Stop the reply"
              >
                <Square aria-hidden />
              </Button>
            ) : (
              <Button key="reply" type="submit" size="icon" disabled={!aiConfigured || busy || length === 0 || tooLong} aria-label="Send">
                <Send aria-hidden />
              </Button>
            )}
            {nearLimit && (
              <p id={lengthId} className={tooLong ? "w-full text-xs text-destructive" : "w-full text-xs text-muted-foreground"}>
                {tooLong
                  ? `${formatCount(length)} characters: the assistant reads up to ${formatCount(CHAT_MAX_LENGTH)}. Shorten it to send.`
                  : `${formatCount(length)} of ${formatCount(CHAT_MAX_LENGTH)} characters`}
              </p>
            )}
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
