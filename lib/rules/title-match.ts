// Matching an incoming post ("5 Editing Tricks You Need!") to a planned item ("5 editing tricks")
// (decision D6). The score, the share of the planned title's words found in the post's title, is
// computed where the candidates are, in the database: title_match() in migration 0010
// (words are runs of letters and digits in any script, compared in lower case).

/** The least score that counts as a match; ties go to the earlier planned item. */
export const TITLE_MATCH_THRESHOLD = 0.6;
