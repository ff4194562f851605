// The catalogue of user-facing messages. Texts given by the spec are copied literally.

export const loginMessages = {
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  invalidOtp: 'Please enter a valid 4-digit OTP',
  otpExpired: 'Your OTP has expired. Please request a new one.',
  otpIncorrect: 'The OTP you entered is incorrect. Please try again.',
  userNotFound: "We couldn't find your account. Please check your details.",
  tooManyAttempts: 'Too many failed attempts. Please wait and try again.',
  transientDb: 'Try after few minutes',
  transient: 'We’re having trouble connecting to our servers right now. Please try again shortly.',
  notFound404: 'OTP validation service unavailable (404)',
  network: 'Network error. Please check your connection.',
  genericValidate: 'An error occurred while validating OTP.',
  validateNoMessage: 'Enter a valid 4-digit OTP.',
  sendFailed: 'Failed to send OTP',
  resendFailed: 'Failed to resend OTP',
} as const;

export const requestStatusMessages = {
  mobileRequired: 'Mobile number is required.',
  mobileLength: 'Mobile number must be between 10 and 15 digits.',
  mobileDigits: 'Mobile number must contain only digits.',
  otpRequired: 'OTP is required.',
  otpLength: 'OTP must be 4 digits.',
  sendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP.',
  invalidOtp: 'Invalid OTP',
  verifyFailed: 'Failed to verify OTP. Please try again.',
  /** The original said "Failed to fetch loan details."; ours speaks of insurance (docs/spec-deviations.md). */
  fetchFailed: 'We could not load your insurance requests. Please try again.',
  detailFailed: 'We could not load this request. Please try again.',
  /** The original said "No Mutual Fund Request Yet…"; ours speaks of insurance (see docs/spec-deviations.md). */
  empty:
    'No Insurance Request Yet. Start a new insurance request to check your status and get the best offers.',
} as const;

export const faqMessages = {
  empty: 'No FAQs found.',
  failed: 'Something went wrong while loading FAQs.',
} as const;

export const messageMessages = {
  empty: 'Please enter a message before sending.',
  sendFailed: 'Failed to send message. Please try again.',
  deleteFailed: 'Could not delete the message. Please try again.',
  tooLong: 'Your message is longer than 2,000 characters. Please shorten it to send.',
} as const;

export const contactMessages = {
  required: 'Please fill in all fields.',
  failed: 'Submission failed. Please try again later.',
  success: 'Message sent successfully!',
} as const;

export const confirmMessages = {
  logout: 'Are you sure you want to logout?',
  deleteTitle: 'Confirm Deletion',
  deleteCancel: 'Cancel',
  deleteConfirm: 'Yes, Delete All',
} as const;

export const profileMessages = {
  mobileLocked: "Phone number can't be edited.",
  saveFailed: 'We could not save your profile. Please try again.',
} as const;

export const notFoundMessages = {
  title: '404 - Page Not Found',
  body: "The page you're looking for doesn't exist.",
} as const;

export const applicationMessages = {
  success: 'Insurance application submitted successfully!',
  failed: 'Failed to submit insurance application. Please try again.',
} as const;

/** Texts the API answers with. The web app matches on the first three (account spec §8). */
export const apiMessages = {
  otpSent: 'OTP sent successfully',
  otpExpired: 'OTP expired',
  otpInvalid: 'Invalid OTP',
  otpTooMany: 'Too many attempts',
  otpResendTooSoon: 'Please wait before requesting a new OTP',
  otpHourlyCap: 'Too many OTP requests for this mobile number. Please try again later',
  otpVerified: 'OTP verified successfully',
  /** The answer carries how long is left (`retryAfterSeconds`), which the page words beside this. */
  mobileLocked: 'Too many wrong OTPs for this mobile number.',
  smsFailed: 'We could not send the SMS right now. Please try again shortly',
  loggedOut: 'Logged out successfully',
  unauthorized: 'Please log in to continue',
  forbidden: 'You can only act on your own account',
  /** A live session of the other role: a customer's token on an adviser's call, or an adviser's on a customer's. */
  advisersOnly: 'Only BimaSetu advisers can do this. Please log in with an adviser’s number at /admin/login',
  customersOnly: 'This is for customers. Please log in with your own mobile number',
  notFound: 'Not found',
  messageSent: 'Message sent successfully',
  messageDeleted: 'Message deleted successfully',
  messagesDeleted: 'Messages deleted successfully',
  profileNotFound: 'Profile not found',
  profileExists: 'A profile already exists for this mobile number',
  profileCreated: 'Profile created successfully',
  profileUpdated: 'Profile updated successfully',
  /** A masked Aadhaar sent back that is not the stored number's mask: worded as the field's own rule. */
  aadhaarMaskMismatch: 'aadharno: must be exactly 12 digits',
  requestSubmitted: 'Insurance request submitted successfully',
  /** An application or booking is filed only for the logged-in customer's own verified mobile. */
  applicationPhoneNotYours:
    'The mobile number on this application must be the one you logged in with. Please log in with that number.',
  bookingMobileNotYours:
    'The first traveller’s mobile number must be the one you logged in with. Please log in with that number.',
  bookingLoginRequired: 'Please verify your mobile number with an OTP before booking',
  planNotOffered: 'quote.planId: this plan is not offered for the details given',
  unknownPlan: 'quote.planId: is not a plan of this insurance line',
  contactSaved: 'Enquiry submitted successfully',
  leadSaved: 'Thank you. Our adviser will contact you shortly',
  /** Only the offers-and-reminders choice was kept: no call-back was asked for. */
  marketingConsentSaved: 'Thank you. We will send you offers and reminders the way you chose',
  /** A consent must be the person's own (DPDP Act): offers and reminders only for a number its sender verified. */
  marketingNeedsLogin:
    'Log in with this mobile number to sign up for offers and reminders: only the number’s owner can agree to them',
  /** The call-back was kept; the offers-and-reminders choice was not, the number not being verified. */
  leadSavedMarketingNeedsLogin:
    'Thank you. Our adviser will contact you shortly. To get offers and reminders too, log in with this mobile number and choose them again',
  leadConsentNeeded: 'consent: must be given before we can keep your details',
  consentWithdrawn: 'Consent withdrawn. We will not contact you for it again',
  consentNotFound: 'No such consent on your account',
  accountErased: 'Your account has been erased and you have been logged out',
  tooLarge: 'Request body is too large',
  rateLimited: 'Too many requests. Please wait and try again',
  serverError: 'Something went wrong on our side. Please try again shortly',
} as const;

/** Texts the advisers' console API answers with when a change is saved. */
export const adminMessages = {
  faqAdded: 'FAQ added',
  faqSaved: 'FAQ saved',
  faqDeleted: 'FAQ deleted',
  faqOrderSaved: 'FAQ order saved',
  faqOrderIncomplete: 'ids: must list every FAQ exactly once',
  messageMarkedRead: 'Marked as read',
  requestUpdated: 'Request updated',
  premiumRevised: 'Revised premium recorded',
  noQuoteToRevise: 'This application has no quoted plan to revise',
  enquiryUpdated: 'Enquiry updated',
  leadUpdated: 'Lead updated',
} as const;
