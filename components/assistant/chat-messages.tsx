"use client";

import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { ExternalLink } from "@/components/linked-text";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CHAT_HISTORY_KEPT } from "@/lib/rules/chat";
import { cn } from "@/lib/utils";
import { type ChatMessage, useChat } from "./chat-state";

const REMARK_PLUGINS = [remarkGfm];
// A link in a reply opens in a new tab: the app, and the conversation, stay where they are.
const REPLY_COMPONENTS: Components = { a: ({ href, children }) => (href ? <ExternalLink href={href}>{children}</ExternalLink> : <>{children}</>) };

const SUGGESTIONS = ["What should I work on today?", "Give me three hook ideas for a TikTok about my niche", "How do I grow from 1k to 10k followers?"];

/** The conversation inside the assistant panel; loaded when the panel first opens (chat-panel.tsx). */
export function ChatMessages({ aiConfigured }: { aiConfigured: boolean }) {
  const { messages, send, history, loadHistory } = useChat();

  if (!aiConfigured) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        AI is not configured. Set <code>OPENAI_API_KEY</code> (and <code>OPENAI_BASE_URL</code> and <code>AI_MODEL</code> for a server other than OpenAI) and
        restart the app; the README says how.
      </p>
    );
  }
  if (messages.length === 0 && (history === "idle" || history === "loading")) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your conversation" />
      </div>
    );
  }
  if (messages.length === 0 && history === "failed") {
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <p>Your earlier conversation couldn&apos;t be loaded. Check your connection and try again; you can still send a new message.</p>
        <Button variant="outline" size="sm" onClick={() => void loadHistory()}>
          Try again
        </Button>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
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
    );
  }
  return (
    <>
      {messages.length >= CHAT_HISTORY_KEPT && (
        <p className="text-center text-xs text-muted-foreground">Your latest {CHAT_HISTORY_KEPT} messages are kept; older ones have gone.</p>
      )}
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
    </>
  );
}

/** One message; named for who said it, since only colour and side show it on screen. */
function ChatBubble({ message }: { message: ChatMessage }) {
  return (
    <div
      role="article"
      aria-label={message.role === "user" ? "You" : "Assistant"}
      data-role={message.role}
      data-testid="chat-message"
      className={cn(
        "max-w-[85%] rounded-2xl px-3 py-2 text-sm wrap-anywhere",
        // The creator's own lines stay as typed (Shift+Enter); the reply's are Markdown's.
        message.role === "user" ? "ml-auto bg-primary whitespace-pre-wrap text-primary-foreground" : "bg-muted [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto [&_td]:border-t [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
      )}
    >
      {message.role === "assistant" ? (
        message.content ? (
          <>
            {/* react-markdown renders no raw HTML: a reply cannot inject markup. GitHub's flavour
                makes a bare address a link, and reads tables and strikethrough. */}
            <Markdown remarkPlugins={REMARK_PLUGINS} components={REPLY_COMPONENTS}>
              {message.content}
            </Markdown>
            {message.interrupted && <p className="mt-2 text-xs text-muted-foreground italic">This reply was cut off before it finished.</p>}
          </>
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
  );
}
