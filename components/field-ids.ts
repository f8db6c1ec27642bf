// Ids of form fields that links on other pages give focus to (IntentLink's focusOnArrival): a
// shortcut to a form lands in its first field, as Add Task's dialog opens on its Title.
export const CREATE_TITLE_ID = "content-title";
export const HEALTH_DATE_ID = "health-date";
export const PROFILE_AVATAR_ID = "avatar";
// The page's content (<main>, components/shell/app-shell.tsx): the skip link's target, and where
// focus lands after a page is picked from the phone's menu.
export const MAIN_CONTENT_ID = "main";
