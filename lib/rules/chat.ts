// The assistant conversation's limits, shared by the panel, the chat route and its storage.

/** The most messages one request sends the model: the latest ones, the new question last. */
export const CHAT_MAX_MESSAGES = 40;
/** The longest message a creator can send. */
export const CHAT_MAX_LENGTH = 4000;
/** The longest reply kept; a longer one is stored (and sent back as history) cut to this. */
export const CHAT_REPLY_MAX_LENGTH = 16_000;
/** How many of the latest messages are kept and shown when the panel opens. */
export const CHAT_HISTORY_KEPT = 100;
