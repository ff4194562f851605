// The regulatory disclosures' details in Hindi (glossary: docs/hindi-glossary.md). The configured names, CIN,
// address and numbers stay as configured.
import { defineWords } from '~/lib/words';
import type {} from './disclosure-detail-words';

export default defineWords('hi', 'disclosureDetail', {
  recipients:
    'आपकी जानकारी सिर्फ़ BimaSetu के अपने सलाहकार देखते हैं, जो इसे उसी काम के लिए इस्तेमाल करते हैं जो आपने हमसे कहा है, और आगे बढ़ने पर वह एक बीमा कंपनी जिसके प्लान के लिए आप आवेदन या बुकिंग करते हैं; हम इसे कभी बेचते नहीं और किसी और को नहीं देते।',
  notInsurer: 'हम जोखिम का अंडरराइटिंग नहीं करते और बीमा कंपनी नहीं हैं।',
  demo: 'डेमो डिप्लॉयमेंट: BimaSetu की इस कॉपी में कोई कंपनी या IRDAI रजिस्ट्रेशन दर्ज नहीं है। यह लाइसेंस-प्राप्त बीमा मध्यस्थ नहीं है और कोई बीमा नहीं बेचती।',
  company: 'कंपनी',
  cin: 'CIN (कॉर्पोरेट पहचान संख्या)',
  registeredOffice: 'पंजीकृत कार्यालय',
  registration: (category: string) => `IRDAI रजिस्ट्रेशन (${category})`,
  regNo: 'संख्या',
  validTill: 'वैधता',
  principalOfficer: 'प्रिंसिपल ऑफ़िसर',
  grievanceOfficer: 'शिकायत अधिकारी',
  phone: 'फ़ोन',
  email: 'ईमेल',
});
