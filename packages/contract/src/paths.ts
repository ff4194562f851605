/** Every call of the account spec §7 (plus Logout, AddLead and the data-rights calls), under one base. */
export const API_BASE = '/api/Insurance';

export const apiPaths = {
  generateOtp: `${API_BASE}/GenerateOTP`,
  validateOtp: `${API_BASE}/ValidateOTP`,
  logout: `${API_BASE}/Logout`,
  addInsuranceRequest: `${API_BASE}/AddInsuranceRequest`,
  contactUs: `${API_BASE}/ContactUs`,
  addUserMessage: `${API_BASE}/AddUserMessage`,
  getUserMessageList: `${API_BASE}/GetUserMessageList`,
  deleteMessage: `${API_BASE}/DeleteMessage`,
  deleteAllMessage: `${API_BASE}/DeleteAllMessage`,
  getUserProfile: `${API_BASE}/GetUserProfile`,
  createUserProfile: `${API_BASE}/CreateUserProfile`,
  updateUserProfile: `${API_BASE}/UpdateUserProfile`,
  getMyLoanRequest: `${API_BASE}/GetMyLoanRequest`,
  /** One of the caller's requests with its quote and timeline (not in the spec; docs/decisions.md). */
  getMyRequest: `${API_BASE}/GetMyRequest`,
  /** The server's price for an application's quote, before it is sent (not in the spec; docs/decisions.md). */
  priceQuote: `${API_BASE}/PriceQuote`,
  getFaqList: `${API_BASE}/GetFaqList`,
  addLead: `${API_BASE}/AddLead`,
  getDisclosures: `${API_BASE}/GetDisclosures`,
  getMyConsents: `${API_BASE}/GetMyConsents`,
  withdrawConsent: `${API_BASE}/WithdrawConsent`,
  downloadMyData: `${API_BASE}/DownloadMyData`,
  eraseMyAccount: `${API_BASE}/EraseMyAccount`,
  smsOutbox: '/api/dev/sms-outbox',
} as const;
