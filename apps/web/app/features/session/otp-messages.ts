// The OTP failure messages moved to lib/ so the advisers' login can share them; this keeps the old import working.
export { sendOtpMessage, validateOtpMessage, type OtpFailure } from '~/lib/otp-messages';
