// Sign up's own check messages: the English of each is its code (signup-rules.ts words its checks with them,
// session-words*.ts say them in each language). Apart from the words so a Hindi page carries no English words.
export const signupMessages = {
  nameNeeded: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
} as const;
