// Matching an incoming post ("5 Editing Tricks You Need!") to a planned item ("5 editing tricks")
// (decision D6). The score, the share of the planned title's words found in the post's title, is
// computed where the candidates are, in the database: title_match() (migrations 0010 and 0025;
// words are runs of letters and digits in any script, compared in lower case). Titles that both
// carry numbers score 0 unless their numbers are the same ("Day 2 …" is not "Day 5 …").
// record_social_post (migration 0032) skips a title that can't reach the threshold with one word
// missing unless the post holds all its words: that shortcut holds only while the score is this
// share, so a change to how title_match scores changes that filter too.

/**
 * The least score that counts as a match; ties go to the earlier planned item. 0.8: every word of a
 * planned title of up to four words, so "My evening routine" is not "My morning routine", and one
 * word in five of a longer one, which a caption may leave out or spell differently.
 */
export const TITLE_MATCH_THRESHOLD = 0.8;
