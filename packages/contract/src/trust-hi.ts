// Hindi texts that must agree with trust.ts, in a module of their own: English pages import trust.ts (the footer),
// and a string kept beside it would ride in their shared chunk.
/** DATA_RECIPIENTS_SENTENCE in Hindi (the Hindi Privacy Policy and the seeded FAQ’s Hindi answer say it). */
export const DATA_RECIPIENTS_SENTENCE_HI =
  'आपकी जानकारी सिर्फ़ BimaSetu के अपने सलाहकार देखते हैं, जो इसे उसी काम के लिए इस्तेमाल करते हैं जो आपने हमसे कहा है, और वह एक बीमा कंपनी देखती है जिसके प्लान के लिए आप आगे बढ़कर आवेदन या बुकिंग करते हैं; हम इसे न कभी बेचते हैं, न किसी और को देते हैं।';
