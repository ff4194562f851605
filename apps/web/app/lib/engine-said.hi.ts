// The rating engines' and the server's English sentences about a quote (what it was priced for, and the defaults it
// assumed) said in Hindi, for the screens that show a quote after the lists: the application's quote summary and a
// tracked request's "worked out from" lines. The engines and the API speak English (docs/decisions.md, "Server texts
// in Hindi"); the lists say the same facts from their own inputs, but these screens only have the sentences, so
// each shape is matched here and said again from its parts. A sentence of a shape not listed is shown as the
// engine said it, and `engine-said.hi.test.ts`, which prices every kind of quote, fails until it is listed.
// Names (makers, models, cities) stay as written. No contract import, so a screen can load this on its own.

/** "₹1 crore" -> "₹1 करोड़", "₹10 lakh" -> "₹10 लाख". */
const units = (text: string) => text.replace(/ crore\b/g, ' करोड़').replace(/ lakh\b/g, ' लाख');

const and = (list: string) => list.replace(/ and /g, ' और ');

/** "34 साल के धूम्रपान न करने वाले पुरुष" / "34 साल की तंबाकू लेने वाली महिला". */
function personHi(age: string, habit: string, gender: string): string {
  const she = gender === 'woman';
  const habitHi = habit === 'tobacco user' ? 'तंबाकू लेने' : 'धूम्रपान न करने';
  const who = she ? 'महिला' : gender === 'man' ? 'पुरुष' : 'व्यक्ति';
  return `${age} साल ${she ? 'की' : 'के'} ${habitHi} ${she ? 'वाली' : 'वाले'} ${who}`;
}

/** "2 adults (eldest 62) and 1 child" -> "2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62)". */
function membersHi(members: string): string | null {
  const m =
    /^(\d+) (adults?|child|children)(?: aged (\d+)| \(eldest (\d+)\))?(?: and (\d+) (child|children))?$/.exec(
      members,
    );
  if (!m) return null;
  const [, count, kind, aged, eldest, kids] = m;
  const first = `${count} ${kind!.startsWith('adult') ? 'वयस्क' : count === '1' ? 'बच्चा' : 'बच्चे'}`;
  const second = kids ? ` और ${kids} ${kids === '1' ? 'बच्चा' : 'बच्चे'}` : '';
  const age = aged ? ` (उम्र ${aged})` : eldest ? ` (सबसे बड़े सदस्य की उम्र ${eldest})` : '';
  return `${first}${second}${age}`;
}

const REGIONS: Record<string, string> = {
  Asia: 'एशिया',
  'Schengen Europe': 'शेंगेन यूरोप',
  'worldwide excluding the USA and Canada': 'दुनिया भर में, अमेरिका और कनाडा को छोड़कर',
  'worldwide including the USA and Canada': 'दुनिया भर में, अमेरिका और कनाडा समेत',
};

const COVERAGE: Record<string, string> = {
  'employees only': 'सिर्फ़ कर्मचारी',
  'employees, spouse and children': 'कर्मचारी, पति/पत्नी और बच्चे',
  'employees, spouse, children and parents': 'कर्मचारी, पति/पत्नी, बच्चे और माता-पिता',
};

const teamHi = (band: string) =>
  band
    .replace(/^(\d[\d,]*) to (\d[\d,]*) employees$/, '$1 से $2 कर्मचारी')
    .replace(/^More than (\d[\d,]*) employees$/, '$1 से ज़्यादा कर्मचारी');

const vehicleAgeHi = (age: string) =>
  age === 'under a year' ? 'एक साल से कम' : age.replace(/ years?$/, ' साल');

/** Sentences said as they are, every time. */
const FIXED: Readonly<Record<string, string>> = {
  'Priced as a non-smoker until you tell us about tobacco use.':
    'जब तक आप तंबाकू सेवन के बारे में नहीं बताते, प्रीमियम धूम्रपान न करने वाले के हिसाब से है।',
  "Priced at the men's rates, which insurers use when they have no other.":
    'प्रीमियम पुरुषों की दरों पर है, जो बीमा कंपनियाँ दूसरी दर न होने पर लगाती हैं।',
  'An estimate until the insurer underwrites your application.': 'बीमा कंपनी के आपका आवेदन जाँचने तक यह अनुमान है।',
  'Single trip; an estimate until the insurer issues the policy.':
    'एक यात्रा के लिए; बीमा कंपनी के पॉलिसी जारी करने तक यह अनुमान है।',
  // what the server assumes when a kept lead's form did not ask (packages/contract/src/lines/words.ts)
  'Life cover ₹1 crore, the usual cover-till age for this age and monthly payments: the list’s starting choices, as the form does not ask them.':
    'लाइफ़ कवर ₹1 करोड़, इस उम्र के लिए आम कवर की उम्र और मासिक किस्तें: सूची के शुरुआती विकल्प, क्योंकि फ़ॉर्म इन्हें नहीं पूछता।',
  'Priced with the choices made on the plan list, as the card showed.':
    'प्रीमियम प्लान की सूची में चुने गए विकल्पों पर है, जैसा कार्ड पर दिखा था।',
  'Each plan at its own listed cover for a one-year policy: the list’s starting choices.':
    'हर प्लान अपने सूची वाले कवर पर, 1 साल की पॉलिसी के लिए: सूची के शुरुआती विकल्प।',
  'Team size from the number of employees given; "Employees and their families" is priced as employees, spouse and children.':
    'टीम का आकार बताई गई कर्मचारियों की संख्या से; "कर्मचारी और उनके परिवार" का प्रीमियम कर्मचारी, पति/पत्नी और बच्चों के हिसाब से है।',
  'A new vehicle: no previous claims, so no no-claim bonus, and priced at its ex-showroom value.':
    'नया वाहन: पहले कोई क्लेम नहीं, इसलिए नो-क्लेम बोनस नहीं, और प्रीमियम उसकी एक्स-शोरूम कीमत पर है।',
};

/** Sentences with numbers and names in them: each shape and how Hindi says it from its parts. */
const SHAPES: readonly [RegExp, (...parts: string[]) => string | null][] = [
  // term: "for a 34-year-old non-smoker man, ₹1 crore till 60"
  [
    /^[Ff]or a (\d+)-year-old (non-smoker|tobacco user) (man|woman|person), (₹[\d.]+ (?:lakh|crore)) till (\d+)$/,
    (age, habit, gender, cover, till) =>
      `${personHi(age!, habit!, gender!)} के लिए, ${units(cover!)} का कवर ${till} साल की उम्र तक`,
  ],
  [
    /^Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ([\d.]+), so 12 payments come to about ([\d.]+)% more\.$/,
    (factor, more) =>
      `मासिक प्रीमियम सालाना प्रीमियम ÷ 12 नहीं है: हर महीने सालाना प्रीमियम × ${factor} लगता है, इसलिए 12 किस्तें लगभग ${more}% ज़्यादा पड़ती हैं।`,
  ],
  [
    /^Each quarter costs the yearly premium × ([\d.]+)\.$/,
    (factor) => `हर तिमाही सालाना प्रीमियम × ${factor} लगता है।`,
  ],
  // health: "for 2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 1 year"
  [
    /^[Ff]or (.+) in (.+) \(zone ([A-Z])\), (.+) for (\d+) years?$/,
    (members, city, zone, cover, years) => {
      const who = membersHi(members!);
      if (!who) return null;
      const where = city === 'a city outside our list' ? 'हमारी सूची से बाहर का शहर' : city;
      const covered = cover === "each plan's own cover" ? 'हर प्लान का अपना कवर' : `${units(cover!)} कवर`;
      return `${who}, ${where} (ज़ोन ${zone}), ${covered}, ${years} साल के लिए`;
    },
  ],
  // motor: "For a Maruti Swift (petrol, 1197 cc), 3 years old, RTO zone A, 25% no-claim bonus; IDV ₹4,50,000."
  [
    /^For a (.+) \((petrol|diesel), (\d+) cc\), (under a year|1 year|\d+ years) old, RTO zone ([A-Z]), (\d+)% no-claim bonus; IDV (₹[\d,]+)( \(over 5 years old: agreed with the insurer\))?\.$/,
    (vehicle, fuel, cc, age, zone, ncb, idv, agreed) =>
      `${vehicle} (${fuel === 'petrol' ? 'पेट्रोल' : 'डीज़ल'}, ${cc} cc) के लिए: ${vehicleAgeHi(age!)} पुरानी, RTO ज़ोन ${zone}, ${ncb}% नो-क्लेम बोनस; IDV ${idv}${agreed ? ' (5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय)' : ''}।`,
  ],
  [
    /^The model is not in our rate table, so it is priced as a (.+)\.$/,
    (model) => `यह मॉडल हमारी दर तालिका में नहीं है, इसलिए प्रीमियम ${model} के हिसाब से है।`,
  ],
  [
    /^A Bharat-series plate tells the year of first registration \((\d{4})\) but not the model or last year’s claims: priced as a (.+), ([\d.]+) years old, with no no-claim bonus, in zone ([A-Z])\.$/,
    (year, model, years, zone) =>
      `भारत सीरीज़ की नंबर प्लेट से पहले रजिस्ट्रेशन का साल (${year}) पता चलता है, पर मॉडल या पिछले साल के क्लेम नहीं: प्रीमियम ${model}, ${years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${zone} के हिसाब से है।`,
  ],
  [
    /^The plate does not tell the model, the year or last year’s claims: priced as a (.+), ([\d.]+) years old, with no no-claim bonus, in zone ([A-Z])\.$/,
    (model, years, zone) =>
      `नंबर प्लेट से मॉडल, साल या पिछले साल के क्लेम पता नहीं चलते: प्रीमियम ${model}, ${years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${zone} के हिसाब से है।`,
  ],
  // child: "For a 35-year-old parent saving ₹1.2 lakh a year for 13 years, until the child is 18."
  [
    /^For a (\d+)-year-old parent saving (₹[\d.]+ (?:lakh|crore)) a year for (\d+) years, until the child is (\d+)\.$/,
    (age, saving, years, childAge) =>
      `${age} साल के माता/पिता के लिए, जो ${years} साल तक हर साल ${units(saving!)} बचाते हैं, जब तक बच्चा ${childAge} साल का न हो जाए।`,
  ],
  // employee: "For employees only, a team of 21 to 50 employees, per employee per year."
  [
    /^For (employees[^,]*(?:, [^,]+)*?), a team of (.+), per employee per year\.$/,
    (coverage, band) => {
      const who = COVERAGE[coverage!];
      return who ? `${who} के लिए, ${teamHi(band!)} वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।` : null;
    },
  ],
  // travel: "For 2 travellers aged 30 and 65, 12 days, Asia."
  [
    /^For (\d+) travellers? aged ([\d, and]+), (\d+) days?, (.+)\.$/,
    (count, ages, days, region) => {
      const where = REGIONS[region!];
      return where ? `${count} यात्री (उम्र ${and(ages!)}), ${days} दिन, ${where} के लिए।` : null;
    },
  ],
];

/** A sentence the engines or the server wrote about a quote, in Hindi; as written when its shape is not known. */
export function engineLineHi(english: string): string {
  const fixed = FIXED[english];
  if (fixed) return fixed;
  for (const [shape, say] of SHAPES) {
    const match = shape.exec(english);
    if (match) return say(...match.slice(1)) ?? english;
  }
  return english;
}
