"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { askToSignInAgain } from "@/components/session-ended";
import { CHAT_MAX_MESSAGES } from "@/lib/rules/chat";
import { takeSseData } from "@/lib/rules/sse";

/**
 * A kept message has the server's id; one of this page's, not yet read back, a local key. An
 * interrupted reply stopped part way (the connection failed, or the page was left).
 */
export type ChatMessage = { id: number | string; role: "user" | "assistant"; content: string; interrupted?: boolean };

/** Where the kept conversation is: not asked for yet, on its way, here, or failed to come. */
export type HistoryState = "idle" | "loading" | "loaded" | "failed";

type ChatState = {
  messages: ChatMessage[];
  pending: boolean;
  history: HistoryState;
  /** Reads the kept conversation again (on each opening of the panel), unless a reply is pending. */
  loadHistory: () => Promise<void>;
  /**
   * Resolves false when the message got no whole reply, for the panel to offer it again: with no
   * reply at all it is out of the history; a reply cut off stays as far as it came, marked so.
   * A reply the creator stopped part way counts as answered.
   */
  send: (text: string) => Promise<boolean>;
  /** Stops waiting for the reply on its way: as far as it came, it stays, marked cut off. */
  stop: () => void;
  /** Clears the conversation on every device; resolves true when it is gone. */
  clear: () => Promise<boolean>;
};

const ChatContext = createContext<ChatState | null>(null);

/**
 * A 401 means this tab's session ended (signed out elsewhere): the shell asks for the password
 * again over the page, as for a save, so a message being written stays in the box.
 */
function sessionEnded(response: Response | null): boolean {
  if (response?.status !== 401) return false;
  askToSignInAgain();
  return true;
}

export function useChat(): ChatState {
  const state = useContext(ChatContext);
  if (!state) throw new Error("useChat must be used inside <ChatProvider>");
  return state;
}

/**
 * The conversation, kept on the server (app/api/ai/chat) and read when the panel opens, so it is
 * there after a reload and on another device. The provider lives in the signed-in layout, so
 * between pages it stays as it is.
 */
export function ChatProvider({ children }: { children: React.ReactNode }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [history, setHistory] = useState<HistoryState>("idle");
  const nextId = useRef(1);
  const pendingRef = useRef(false);
  const replyRequest = useRef<AbortController | null>(null);

  const loadHistory = useCallback(async () => {
    // A reply on its way isn't kept yet: reading now would take it off the screen.
    if (pendingRef.current) return;
    setHistory((current) => (current === "loaded" ? current : "loading"));
    try {
      const response = await fetch("/api/ai/chat", { cache: "no-store" });
      if (sessionEnded(response)) {
        setHistory((current) => (current === "loaded" ? current : "failed"));
        return;
      }
      if (!response.ok) throw new Error(`Status ${response.status}`);
      const body = (await response.json()) as { messages: ChatMessage[] };
      if (pendingRef.current) return;
      setMessages(body.messages);
      setHistory("loaded");
    } catch {
      setHistory((current) => (current === "loaded" ? current : "failed"));
    }
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      // The spec: a blank message, or any message while a reply is pending, is ignored.
      if (!content || pendingRef.current) return true;
      pendingRef.current = true;
      setPending(true);
      const questionId = `local-${nextId.current++}`;
      const conversation = [...messages, { id: questionId, role: "user" as const, content }];
      const replyId = `local-${nextId.current++}`;
      setMessages([...conversation, { id: replyId, role: "assistant", content: "" }]);
      const appendToReply = (delta: string) =>
        setMessages((current) => current.map((message) => (message.id === replyId ? { ...message, content: message.content + delta } : message)));
      // On failure the empty assistant message is removed (spec: Chat state). With no reply at all,
      // the question goes too: the panel puts it back in the box to send again, rather than leave
      // it in the history unanswered. A reply cut off part way stays, as far as it came.
      const markInterrupted = () =>
        setMessages((current) => current.map((message) => (message.id === replyId ? { ...message, interrupted: true } : message)));
      const unsend = () => {
        setMessages((current) => current.filter((message) => message.id !== replyId && message.id !== questionId));
        return false;
      };

      let replied = false;
      let finished = false;
      const request = new AbortController();
      replyRequest.current = request;
      try {
        const response = await fetch("/api/ai/chat", {
          signal: request.signal,
          method: "POST",
          headers: { "Content-Type": "application/json" },
          // The latest messages only: a long conversation is kept whole but sent as its recent part.
          body: JSON.stringify({
            messages: conversation
              .filter(({ content: body }) => body.trim())
              .slice(-CHAT_MAX_MESSAGES)
              .map(({ role, content: body }) => ({ role, content: body })),
          }),
        });
        if (sessionEnded(response)) return unsend();
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { error?: string } | null;
          toast.error(body?.error ?? "Failed to get response");
          return unsend();
        }
        if (!response.body) {
          toast.error("No response body");
          return unsend();
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { data, rest } = takeSseData(buffer + value);
          buffer = rest;
          for (const payload of data) {
            if (payload === "[DONE]") {
              finished = true;
              continue;
            }
            const event = JSON.parse(payload) as { error?: string; choices?: { delta?: { content?: string } }[] };
            if (event.error) toast.error(event.error);
            const delta = event.choices?.[0]?.delta?.content;
            if (delta) {
              replied = true;
              appendToReply(delta);
            }
          }
        }
        if (!replied) return unsend();
        if (!finished) markInterrupted();
        return finished;
      } catch {
        // Stopped by the creator: no failure to report.
        const stopped = request.signal.aborted;
        if (!stopped) toast.error("Failed to send message");
        if (!replied) return unsend();
        markInterrupted();
        // Stopped part way, the question has the answer it was let have: it isn't offered again.
        return stopped;
      } finally {
        replyRequest.current = null;
        pendingRef.current = false;
        setPending(false);
        // Read back what the server kept: a conversation cleared on another device meanwhile
        // shows as cleared, and another tab's messages take their places. Not after a Stop: the
        // server keeps the reply as far as it came only once it hears of it, and this page
        // shows it so already.
        if (replied && !request.signal.aborted) void loadHistory();
      }
    },
    [messages, loadHistory],
  );

  const clear = useCallback(async () => {
    if (pendingRef.current) return false;
    const response = await fetch("/api/ai/chat", { method: "DELETE" }).catch(() => null);
    if (sessionEnded(response)) return false;
    if (!response?.ok) {
      toast.error("Failed to clear the conversation. Check your connection and try again.");
      return false;
    }
    setMessages([]);
    setHistory("loaded");
    return true;
  }, []);

  const stop = useCallback(() => replyRequest.current?.abort(), []);

  const value = useMemo(() => ({ messages, pending, history, loadHistory, send, stop, clear }), [messages, pending, history, loadHistory, send, stop, clear]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
