// The names people use for our cities: the Hindi name, and the old or everyday English names (Bombay, Bangalore,
// Gurgaon, Vizag). A search matches any of them; the value kept is always the list's own name.
import { foldPlaceName } from '../typed-input.ts';
import type { HEALTH_CITIES, LEAD_CITY_LIST } from './cities.ts';

type ListedCity = (typeof LEAD_CITY_LIST)[number] | (typeof HEALTH_CITIES)[number];

export interface CityNames {
  /** The name in Hindi, as Hindi newspapers write it. */
  hi: string;
  /** Other English names still in everyday use. */
  aka?: readonly string[];
}

export const CITY_NAMES: Readonly<Record<string, CityNames>> = {
  Agra: { hi: 'आगरा' },
  Ahmedabad: { hi: 'अहमदाबाद', aka: ['Amdavad'] },
  Ajmer: { hi: 'अजमेर' },
  Amritsar: { hi: 'अमृतसर' },
  Aurangabad: { hi: 'औरंगाबाद', aka: ['Chhatrapati Sambhajinagar', 'Sambhajinagar'] },
  Bengaluru: { hi: 'बेंगलुरु', aka: ['Bangalore'] },
  Bhopal: { hi: 'भोपाल' },
  Bhubaneswar: { hi: 'भुवनेश्वर' },
  Chandigarh: { hi: 'चंडीगढ़' },
  Chennai: { hi: 'चेन्नई', aka: ['Madras'] },
  Coimbatore: { hi: 'कोयंबटूर', aka: ['Kovai'] },
  Dehradun: { hi: 'देहरादून' },
  Delhi: { hi: 'दिल्ली', aka: ['New Delhi', 'नई दिल्ली'] },
  Dhanbad: { hi: 'धनबाद' },
  Faridabad: { hi: 'फ़रीदाबाद' },
  Ghaziabad: { hi: 'ग़ाज़ियाबाद' },
  Goa: { hi: 'गोवा', aka: ['Panaji', 'Panjim'] },
  Gurugram: { hi: 'गुरुग्राम', aka: ['Gurgaon', 'गुड़गांव'] },
  Guwahati: { hi: 'गुवाहाटी', aka: ['Gauhati'] },
  Gwalior: { hi: 'ग्वालियर' },
  Howrah: { hi: 'हावड़ा' },
  Hyderabad: { hi: 'हैदराबाद' },
  Indore: { hi: 'इंदौर' },
  Jabalpur: { hi: 'जबलपुर' },
  Jaipur: { hi: 'जयपुर' },
  Jalandhar: { hi: 'जालंधर', aka: ['Jullundur'] },
  Jammu: { hi: 'जम्मू' },
  Jodhpur: { hi: 'जोधपुर' },
  Kanpur: { hi: 'कानपुर', aka: ['Cawnpore'] },
  Kochi: { hi: 'कोच्चि', aka: ['Cochin', 'Ernakulam'] },
  Kolkata: { hi: 'कोलकाता', aka: ['Calcutta'] },
  Kota: { hi: 'कोटा' },
  Lucknow: { hi: 'लखनऊ' },
  Ludhiana: { hi: 'लुधियाना' },
  Madurai: { hi: 'मदुरै' },
  Meerut: { hi: 'मेरठ' },
  Mumbai: { hi: 'मुंबई', aka: ['Bombay', 'बंबई'] },
  Mysuru: { hi: 'मैसूरु', aka: ['Mysore', 'मैसूर'] },
  Nagpur: { hi: 'नागपुर' },
  Nashik: { hi: 'नासिक', aka: ['Nasik'] },
  'Navi Mumbai': { hi: 'नवी मुंबई', aka: ['New Bombay'] },
  Noida: { hi: 'नोएडा' },
  Patna: { hi: 'पटना' },
  Prayagraj: { hi: 'प्रयागराज', aka: ['Allahabad', 'इलाहाबाद'] },
  Pune: { hi: 'पुणे', aka: ['Poona'] },
  Raipur: { hi: 'रायपुर' },
  Rajkot: { hi: 'राजकोट' },
  Ranchi: { hi: 'रांची' },
  Srinagar: { hi: 'श्रीनगर' },
  Surat: { hi: 'सूरत' },
  Thane: { hi: 'ठाणे' },
  Thiruvananthapuram: { hi: 'तिरुवनंतपुरम', aka: ['Trivandrum'] },
  Vadodara: { hi: 'वडोदरा', aka: ['Baroda'] },
  Varanasi: { hi: 'वाराणसी', aka: ['Banaras', 'Benares', 'Kashi', 'बनारस'] },
  Vijayawada: { hi: 'विजयवाड़ा', aka: ['Bezawada'] },
  Visakhapatnam: { hi: 'विशाखापत्तनम', aka: ['Vizag', 'Vishakhapatnam', 'विज़ाग'] },
} satisfies Record<ListedCity, CityNames>;

// letter case, spaces and the nukta ignored, as in the country search
const folded = foldPlaceName;

/** Every name a city goes by: its own, its Hindi one and its other English ones. */
function namesOf(city: string): string[] {
  const names = CITY_NAMES[city];
  return [city, ...(names ? [names.hi, ...(names.aka ?? [])] : [])];
}

/** The city of `cities` that the typed text names exactly by any of its names (any letter case), or ''. */
export function cityNamedIn(cities: readonly string[], typed: string): string {
  const wanted = folded(typed);
  if (!wanted) return '';
  return cities.find((city) => namesOf(city).some((name) => folded(name) === wanted)) ?? '';
}

/** Cities of `cities` one of whose names contains the typed text; those with a name starting with it first. */
export function citiesMatching(cities: readonly string[], typed: string): string[] {
  const wanted = folded(typed);
  if (!wanted) return [...cities].sort();
  const rank = (city: string) =>
    namesOf(city).some((name) => folded(name).startsWith(wanted))
      ? 0
      : namesOf(city).some((name) => folded(name).includes(wanted))
        ? 1
        : 2;
  return cities
    .filter((city) => rank(city) < 2)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** How a city is shown on a page in `lang`: its Hindi name on Hindi pages, the list's own name otherwise. */
export function cityInLanguage(city: string, lang: 'en' | 'hi'): string {
  return lang === 'hi' ? (CITY_NAMES[city]?.hi ?? city) : city;
}
