// What is left of reading engine English in Hindi: the health, motor and child savings engines still describe a
// quote's inputs in an English sentence, matched here by shape and said again from its parts (term, travel,
// employee, home and the server's assumed defaults state facts, said by quote-fact-words.hi.ts). To go when those
// engines state facts too. A sentence of a shape not listed is shown as the engine said it, and
// `engine-said.hi.test.ts`, which prices every kind of their quotes, fails until it is listed.
// Names (makers, models, cities) stay as written. No contract import, so a screen can load this on its own.

/** "₹1 crore" -> "₹1 करोड़", "₹10 lakh" -> "₹10 लाख". */
const units = (text: string) => text.replace(/ crore\b/g, ' करोड़').replace(/ lakh\b/g, ' लाख');

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

const vehicleAgeHi = (age: string) =>
  age === 'under a year' ? 'एक साल से कम' : age.replace(/ years?$/, ' साल');

/** Sentences with numbers and names in them: each shape and how Hindi says it from its parts. */
const SHAPES: readonly [RegExp, (...parts: string[]) => string | null][] = [
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
  // child: "For a 35-year-old parent saving ₹1.2 lakh a year for 13 years, until the child is 18."
  [
    /^For a (\d+)-year-old parent saving (₹[\d.]+ (?:lakh|crore)) a year for (\d+) years, until the child is (\d+)\.$/,
    (age, saving, years, childAge) =>
      `${age} साल के माता/पिता के लिए, जो ${years} साल तक हर साल ${units(saving!)} बचाते हैं, जब तक बच्चा ${childAge} साल का न हो जाए।`,
  ],
];

/** A sentence the engines or the server wrote about a quote, in Hindi; as written when its shape is not known. */
export function engineLineHi(english: string): string {
  for (const [shape, say] of SHAPES) {
    const match = shape.exec(english);
    if (match) return say(...match.slice(1)) ?? english;
  }
  return english;
}
