// The child savings income bands in Hindi, for the form and the list alike (glossary: docs/hindi-glossary.md).
export const childIncomesHi = {
  'Below ₹3 Lakhs': '₹3 लाख से कम',
  '₹3 - ₹5 Lakhs': '₹3 - ₹5 लाख',
  '₹5 - ₹10 Lakhs': '₹5 - ₹10 लाख',
  '₹10 - ₹20 Lakhs': '₹10 - ₹20 लाख',
  'Above ₹20 Lakhs': '₹20 लाख से ज़्यादा',
};
