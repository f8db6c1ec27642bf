// What a hashtag is, everywhere the app reads one (the details form, the AI's suggestions, the
// chips): one word of letters of any script with their combining marks (हिंदी, தமிழ், สวัสดี),
// numbers and _. The platforms end a tag at anything else, so the share link would carry it cut up.
const WORD = "[\\p{L}\\p{M}\\p{N}_]+";

/** Whether a tag (without its #) is one hashtag word. */
export const isHashtagWord = (tag: string) => new RegExp(`^${WORD}$`, "u").test(tag);

/** Every #hashtag in a text, without the #, in order. */
export const hashtagWordsIn = (text: string) => [...text.matchAll(new RegExp(`#(${WORD})`, "gu"))].map((match) => match[1]);
