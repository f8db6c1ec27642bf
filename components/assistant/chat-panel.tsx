"use client";

import { Bot, MessageCircle, Send, Trash2, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import Markdown from "react-markdown";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useChat } from "./chat-state";

const SUGGESTIONS = ["What should I work on today?", "Give me three hook ideas for a TikTok about my niche", "How do I grow from 1k to 10k followers?"];

/** The floating assistant: a button bottom right, a 384 × 600 px panel (full screen on a phone). */
export function ChatPanel({ aiConfigured }: { aiConfigured: boolean }) {
  const { messages, pending, send, clear } = useChat();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (!draft.trim() || pending) return;
    const text = draft;
    setDraft("");
    void send(text);
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button size="icon" className="fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg sm:right-6 sm:bottom-6" aria-label="Open the assistant">
          <MessageCircle aria-hidden className="size-6" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background shadow-2xl sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[600px] sm:w-96 sm:rounded-2xl sm:border"
          data-testid="chat-panel"
        >
          <div className="flex items-center gap-2 border-b px-4 py-3">
            <Bot aria-hidden className="size-5 text-primary" />
            <DialogPrimitive.Title className="flex-1 font-semibold">Assistant</DialogPrimitive.Title>
            <Button variant="ghost" size="icon" onClick={clear} disabled={pending || messages.length === 0} aria-label="Clear the conversation">
              <Trash2 aria-hidden />
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close the assistant">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <div className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite" data-testid="chat-messages">
            {!aiConfigured ? (
              <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
                AI is not configured. Set <code>OPENAI_API_KEY</code> (and <code>OPENAI_BASE_URL</code> and <code>AI_MODEL</code> for a server other than OpenAI) and
                restart the app; the README says how.
              </p>
            ) : messages.length === 0 ? (
              <div className="space-y-2 text-sm text-muted-foreground">
                <p>Ask anything about your content, your week or your next post. I can see your tasks and pipeline.</p>
                {SUGGESTIONS.map((suggestion) => (
                  <button
                    key={suggestion}
                    type="button"
                    onClick={() => void send(suggestion)}
                    className="block w-full rounded-lg border px-3 py-2 text-left text-foreground hover:bg-accent"
                  >
                    {suggestion}
                  </button>
                ))}
              </div>
            ) : (
              messages.map((message) => (
                <div
                  key={message.id}
                  data-role={message.role}
                  data-testid="chat-message"
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words",
                    message.role === "user" ? "ml-auto bg-primary text-primary-foreground" : "bg-muted [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5",
                  )}
                >
                  {message.role === "assistant" ? (
                    message.content ? (
                      // react-markdown renders no raw HTML: a reply cannot inject markup.
                      <Markdown>{message.content}</Markdown>
                    ) : (
                      <span className="inline-flex gap-1" aria-label="The assistant is typing">
                        <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none" />
                        <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:120ms] motion-reduce:animate-none" />
                        <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:240ms] motion-reduce:animate-none" />
                      </span>
                    )
                  ) : (
                    message.content
                  )}
                </div>
              ))
            )}
            <div ref={endRef} />
          </div>

          <form onSubmit={submit} className="flex items-end gap-2 border-t p-3" aria-label="Message the assistant">
            <Textarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) submit(event);
              }}
              placeholder={aiConfigured ? "Ask the assistant…" : "AI is not configured"}
              aria-label="Message"
              rows={1}
              maxLength={4000}
              disabled={!aiConfigured}
              className="max-h-32 min-h-10 resize-none"
            />
            <Button type="submit" size="icon" disabled={!aiConfigured || pending || !draft.trim()} aria-label="Send">
              <Send aria-hidden />
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
