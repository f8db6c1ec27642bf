"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { takeSseData } from "@/lib/rules/sse";

export type ChatMessage = { id: number; role: "user" | "assistant"; content: string };

/** `send` resolves false when the message got no reply at all: it is then out of the history, to be sent again. */
type ChatState = { messages: ChatMessage[]; pending: boolean; send: (text: string) => Promise<boolean>; clear: () => void };

const ChatContext = createContext<ChatState | null>(null);

export function useChat(): ChatState {
  const state = useContext(ChatContext);
  if (!state) throw new Error("useChat must be used inside <ChatProvider>");
  return state;
}

/** The conversation lives in the signed-in layout, so it survives moving between pages. */
export function ChatProvider({ children }: { children: React.ReactNode }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const pendingRef = useRef(false);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      // The spec: a blank message, or any message while a reply is pending, is ignored.
      if (!content || pendingRef.current) return true;
      pendingRef.current = true;
      setPending(true);
      const questionId = nextId.current++;
      const history = [...messages, { id: questionId, role: "user" as const, content }];
      const replyId = nextId.current++;
      setMessages([...history, { id: replyId, role: "assistant", content: "" }]);
      const appendToReply = (delta: string) =>
        setMessages((current) => current.map((message) => (message.id === replyId ? { ...message, content: message.content + delta } : message)));
      // On failure the empty assistant message is removed (spec: Chat state). With no reply at all,
      // the question goes too: the panel puts it back in the box to send again, rather than leave
      // it in the history unanswered. A reply cut off part way stays, as far as it came.
      const unsend = () => {
        setMessages((current) => current.filter((message) => message.id !== replyId && message.id !== questionId));
        return false;
      };

      let replied = false;
      try {
        const response = await fetch("/api/ai/chat", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ messages: history.map(({ role, content: body }) => ({ role, content: body })) }),
        });
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
            if (payload === "[DONE]") continue;
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
        return true;
      } catch {
        toast.error("Failed to send message");
        return replied || unsend();
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [messages],
  );

  const clear = useCallback(() => {
    if (!pendingRef.current) setMessages([]);
  }, []);

  const value = useMemo(() => ({ messages, pending, send, clear }), [messages, pending, send, clear]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
