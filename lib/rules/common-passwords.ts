// The most common passwords of 6 characters or more, from public breach-frequency lists
// (SecLists' top lists). Refused at sign-up, password change and reset: they fall to the first
// guesses of any attack.
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "12345678910", "123123", "123321", "654321", "666666",
  "111111", "121212", "112233", "123654", "159753", "555555", "777777", "888888", "999999", "000000", "7777777",
  "password", "password1", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "pass123", "qwerty", "qwerty1",
  "qwerty123", "qwertyuiop", "qwe123", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "zaq12wsx", "1qaz2wsx", "asdfgh", "asdfghjkl",
  "zxcvbn", "zxcvbnm", "abc123", "abcdef", "abcd1234", "a123456", "aa123456", "iloveyou", "iloveyou1", "princess",
  "sunshine", "football", "baseball", "basketball", "soccer", "hockey", "monkey", "dragon", "master", "letmein",
  "welcome", "welcome1", "shadow", "superman", "batman", "trustno1", "starwars", "michael", "jennifer", "jordan23",
  "charlie", "donald", "freedom", "whatever", "computer", "internet", "cheese", "flower", "hello123", "hello1",
  "killer", "lovely", "loveme", "michelle", "nicole", "daniel", "jessica", "ashley", "liverpool", "chelsea",
  "secret", "summer", "winter", "spring", "autumn", "google", "youtube", "tiktok", "instagram", "twitter", "facebook",
  "creator", "admin123", "administrator", "changeme", "default", "test123", "testing", "mustang", "access", "pokemon",
  "naruto", "buster", "ginger", "hunter", "hunter2", "maggie", "pepper", "tigger", "cookie", "purple", "orange",
  "banana", "chocolate", "samsung", "apple123", "azerty", "696969", "131313", "159357", "987654321", "11111111",
  "00000000", "12341234", "88888888", "qazwsx", "q1w2e3r4", "q1w2e3r4t5", "1234qwer", "asd123", "princess1",
]);

/** True for a password on the common list (compared without case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
