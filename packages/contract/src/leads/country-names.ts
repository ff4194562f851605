// The countries a trip can be insured to, and the names people use for them: the Hindi name, and the everyday English
// ones (USA, America, UK, England, Dubai, Bali). A search matches any of them; the server resolves an exact one to
// the country, and the value kept is always the list's own name (issue 31; issue 27 C).
import { SCHENGEN_COUNTRIES } from '../lines/travel/schengen.ts';
import { foldPlaceName } from '../typed-input.ts';

export interface CountryNames {
  /** The name in Hindi, as Hindi newspapers write it. */
  hi: string;
  /** Other names people type for it, in English or Hindi: initials, old names, its best-known cities. */
  aka?: readonly string[];
}

export const COUNTRY_NAMES = {
  Afghanistan: { hi: 'अफ़ग़ानिस्तान' },
  Albania: { hi: 'अल्बानिया' },
  Algeria: { hi: 'अल्जीरिया' },
  Argentina: { hi: 'अर्जेंटीना' },
  Armenia: { hi: 'आर्मेनिया' },
  Australia: { hi: 'ऑस्ट्रेलिया', aka: ['Sydney', 'Melbourne', 'सिडनी', 'मेलबर्न'] },
  Austria: { hi: 'ऑस्ट्रिया' },
  Azerbaijan: { hi: 'अज़रबैजान', aka: ['Baku', 'बाकू'] },
  Bahamas: { hi: 'बहामास' },
  Bahrain: { hi: 'बहरीन' },
  Bangladesh: { hi: 'बांग्लादेश' },
  Belarus: { hi: 'बेलारूस' },
  Belgium: { hi: 'बेल्जियम' },
  Bhutan: { hi: 'भूटान' },
  Bolivia: { hi: 'बोलीविया' },
  'Bosnia and Herzegovina': { hi: 'बोस्निया और हर्ज़ेगोविना', aka: ['Bosnia', 'बोस्निया'] },
  Botswana: { hi: 'बोत्सवाना' },
  Brazil: { hi: 'ब्राज़ील' },
  Brunei: { hi: 'ब्रुनेई' },
  Bulgaria: { hi: 'बुल्गारिया' },
  Cambodia: { hi: 'कंबोडिया' },
  Cameroon: { hi: 'कैमरून' },
  Canada: { hi: 'कनाडा', aka: ['Toronto', 'टोरंटो'] },
  Chile: { hi: 'चिली' },
  China: { hi: 'चीन' },
  Colombia: { hi: 'कोलंबिया' },
  'Costa Rica': { hi: 'कोस्टा रिका' },
  Croatia: { hi: 'क्रोएशिया' },
  Cuba: { hi: 'क्यूबा' },
  Cyprus: { hi: 'साइप्रस' },
  'Czech Republic': { hi: 'चेक गणराज्य', aka: ['Czechia', 'Prague', 'चेकिया', 'प्राग'] },
  Denmark: { hi: 'डेनमार्क' },
  'Dominican Republic': { hi: 'डोमिनिकन गणराज्य' },
  Ecuador: { hi: 'इक्वाडोर' },
  Egypt: { hi: 'मिस्र', aka: ['Cairo', 'इजिप्ट', 'काहिरा'] },
  Estonia: { hi: 'एस्टोनिया' },
  Ethiopia: { hi: 'इथियोपिया' },
  Fiji: { hi: 'फ़िजी' },
  Finland: { hi: 'फ़िनलैंड' },
  France: { hi: 'फ़्रांस', aka: ['Paris', 'पेरिस'] },
  Georgia: { hi: 'जॉर्जिया' },
  Germany: { hi: 'जर्मनी' },
  Ghana: { hi: 'घाना' },
  Greece: { hi: 'यूनान', aka: ['ग्रीस'] },
  'Hong Kong': { hi: 'हांगकांग' },
  Hungary: { hi: 'हंगरी' },
  Iceland: { hi: 'आइसलैंड' },
  Indonesia: { hi: 'इंडोनेशिया', aka: ['Bali', 'Jakarta', 'बाली'] },
  Iran: { hi: 'ईरान' },
  Iraq: { hi: 'इराक़' },
  Ireland: { hi: 'आयरलैंड' },
  Israel: { hi: 'इज़राइल', aka: ['इसराइल'] },
  Italy: { hi: 'इटली', aka: ['Rome', 'रोम'] },
  Jamaica: { hi: 'जमैका' },
  Japan: { hi: 'जापान', aka: ['Tokyo', 'टोक्यो'] },
  Jordan: { hi: 'जॉर्डन' },
  Kazakhstan: { hi: 'कज़ाख़स्तान' },
  Kenya: { hi: 'केन्या' },
  Kuwait: { hi: 'कुवैत' },
  Kyrgyzstan: { hi: 'किर्गिज़स्तान' },
  Laos: { hi: 'लाओस' },
  Latvia: { hi: 'लातविया' },
  Lebanon: { hi: 'लेबनान' },
  Lithuania: { hi: 'लिथुआनिया' },
  Luxembourg: { hi: 'लक्ज़मबर्ग' },
  Macau: { hi: 'मकाऊ', aka: ['Macao'] },
  Madagascar: { hi: 'मेडागास्कर' },
  Malaysia: { hi: 'मलेशिया', aka: ['Kuala Lumpur', 'कुआलालंपुर'] },
  Maldives: { hi: 'मालदीव' },
  Malta: { hi: 'माल्टा' },
  Mauritius: { hi: 'मॉरीशस' },
  Mexico: { hi: 'मेक्सिको' },
  Mongolia: { hi: 'मंगोलिया' },
  Morocco: { hi: 'मोरक्को' },
  Mozambique: { hi: 'मोज़ाम्बिक' },
  Myanmar: { hi: 'म्यांमार', aka: ['Burma', 'बर्मा'] },
  Namibia: { hi: 'नामीबिया' },
  Nepal: { hi: 'नेपाल', aka: ['Kathmandu', 'काठमांडू'] },
  Netherlands: { hi: 'नीदरलैंड', aka: ['Holland', 'Amsterdam', 'हॉलैंड'] },
  'New Zealand': { hi: 'न्यूज़ीलैंड' },
  Nigeria: { hi: 'नाइजीरिया' },
  Norway: { hi: 'नॉर्वे' },
  Oman: { hi: 'ओमान', aka: ['Muscat', 'मस्कट'] },
  Pakistan: { hi: 'पाकिस्तान' },
  Panama: { hi: 'पनामा' },
  Peru: { hi: 'पेरू' },
  Philippines: { hi: 'फ़िलीपींस', aka: ['Manila', 'मनीला'] },
  Poland: { hi: 'पोलैंड' },
  Portugal: { hi: 'पुर्तगाल' },
  Qatar: { hi: 'क़तर', aka: ['Doha', 'दोहा'] },
  Romania: { hi: 'रोमानिया' },
  Russia: { hi: 'रूस', aka: ['Moscow', 'मॉस्को'] },
  Rwanda: { hi: 'रवांडा' },
  'Saudi Arabia': { hi: 'सऊदी अरब', aka: ['Saudi', 'KSA', 'Riyadh', 'Jeddah', 'सऊदी', 'रियाद', 'जेद्दा'] },
  Serbia: { hi: 'सर्बिया' },
  Seychelles: { hi: 'सेशेल्स' },
  Singapore: { hi: 'सिंगापुर' },
  Slovakia: { hi: 'स्लोवाकिया' },
  Slovenia: { hi: 'स्लोवेनिया' },
  'South Africa': { hi: 'दक्षिण अफ़्रीका' },
  'South Korea': { hi: 'दक्षिण कोरिया', aka: ['Korea', 'Seoul', 'कोरिया', 'सियोल'] },
  Spain: { hi: 'स्पेन' },
  'Sri Lanka': { hi: 'श्रीलंका', aka: ['Colombo', 'कोलंबो'] },
  Sweden: { hi: 'स्वीडन' },
  Switzerland: { hi: 'स्विट्ज़रलैंड' },
  Taiwan: { hi: 'ताइवान' },
  Tanzania: { hi: 'तंज़ानिया' },
  Thailand: { hi: 'थाईलैंड', aka: ['Bangkok', 'Phuket', 'Pattaya', 'बैंकॉक', 'पटाया'] },
  Turkey: { hi: 'तुर्की', aka: ['Turkiye', 'Türkiye', 'Istanbul', 'इस्तांबुल'] },
  Uganda: { hi: 'युगांडा' },
  Ukraine: { hi: 'यूक्रेन' },
  'United Arab Emirates': {
    hi: 'संयुक्त अरब अमीरात',
    aka: ['UAE', 'Dubai', 'Abu Dhabi', 'Emirates', 'Sharjah', 'यूएई', 'दुबई', 'अबू धाबी', 'शारजाह'],
  },
  'United Kingdom': {
    hi: 'यूनाइटेड किंगडम',
    aka: [
      'UK',
      'England',
      'Britain',
      'Great Britain',
      'London',
      'Scotland',
      'Wales',
      'यूके',
      'ब्रिटेन',
      'इंग्लैंड',
      'लंदन',
    ],
  },
  'United States': {
    hi: 'अमेरिका',
    aka: [
      'USA',
      'US',
      'America',
      'United States of America',
      'New York',
      'यूएसए',
      'संयुक्त राज्य अमेरिका',
      'अमरीका',
      'न्यूयॉर्क',
    ],
  },
  Uruguay: { hi: 'उरुग्वे' },
  Uzbekistan: { hi: 'उज़्बेकिस्तान' },
  Vietnam: { hi: 'वियतनाम', aka: ['Viet Nam'] },
  Zambia: { hi: 'ज़ाम्बिया' },
  Zimbabwe: { hi: 'ज़िम्बाब्वे' },
} as const satisfies Record<string, CountryNames>;

export type TravelCountry = keyof typeof COUNTRY_NAMES;

/** Destinations offered by the travel form's search (about 110 countries), in English alphabetical order. */
export const TRAVEL_COUNTRIES = Object.keys(COUNTRY_NAMES) as TravelCountry[];

/** Names of a group rather than a country: a search finds every member, the server resolves none of them. */
const GROUP_NAMES = ['Schengen', 'Europe', 'शेंगेन', 'यूरोप'];

const folded = foldPlaceName;

const namesOf = (country: TravelCountry): readonly string[] => {
  const names: CountryNames = COUNTRY_NAMES[country];
  return [country, names.hi, ...(names.aka ?? [])];
};

const BY_NAME = new Map<string, TravelCountry>(
  TRAVEL_COUNTRIES.flatMap((country) => namesOf(country).map((name) => [folded(name), country] as const)),
);

/** The country the typed text names exactly by any of its names ("USA", "dubai", "दुबई"), or ''. */
export function countryNamed(typed: string): TravelCountry | '' {
  return BY_NAME.get(folded(typed)) ?? '';
}

/** The server's answer for a destination that names no country of the list. */
export function unknownCountryMessage(typed: string): string {
  return `${JSON.stringify(typed)} is not a country we insure travel to; pick one from the list`;
}

/**
 * Countries for what was typed, leaving out those already chosen: first those one of whose other names (Hindi,
 * initials, cities, a group such as Schengen) starts with it ("Dubai" and "दुबई" find the United Arab Emirates),
 * then those whose own name (English or Hindi) contains it.
 */
export function searchCountries(query: string, chosen: readonly string[]): TravelCountry[] {
  const needle = folded(query);
  const open = TRAVEL_COUNTRIES.filter((c) => !chosen.includes(c));
  const other = (c: TravelCountry) => [
    COUNTRY_NAMES[c].hi,
    ...((COUNTRY_NAMES[c] as CountryNames).aka ?? []),
    ...((SCHENGEN_COUNTRIES as readonly string[]).includes(c) ? GROUP_NAMES : []),
  ];
  const byOtherName =
    needle.length < 2 ? [] : open.filter((c) => other(c).some((name) => folded(name).startsWith(needle)));
  const byName = open.filter(
    (c) =>
      !byOtherName.includes(c) &&
      (folded(c).includes(needle) || folded(COUNTRY_NAMES[c].hi).includes(needle)),
  );
  return [...byOtherName, ...byName];
}

/** How a country is shown on a page in `lang`: its Hindi name on Hindi pages, the list's own name otherwise. */
export function countryInLanguage(country: string, lang: 'en' | 'hi'): string {
  return lang === 'hi' ? ((COUNTRY_NAMES as Record<string, CountryNames>)[country]?.hi ?? country) : country;
}
