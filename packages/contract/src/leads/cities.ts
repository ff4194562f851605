// The city searches of the quick forms: one list of the major cities, and what each form adds to it.

const alphabetical = (cities: readonly string[]) => [...cities].sort() as [string, ...string[]];

/** Major Indian cities offered by every city search. */
const MAJOR_CITIES = [
  'Agra',
  'Ahmedabad',
  'Amritsar',
  'Aurangabad',
  'Bengaluru',
  'Bhopal',
  'Bhubaneswar',
  'Chandigarh',
  'Chennai',
  'Coimbatore',
  'Dehradun',
  'Delhi',
  'Dhanbad',
  'Faridabad',
  'Ghaziabad',
  'Gurugram',
  'Guwahati',
  'Gwalior',
  'Hyderabad',
  'Indore',
  'Jabalpur',
  'Jaipur',
  'Jammu',
  'Jodhpur',
  'Kanpur',
  'Kochi',
  'Kolkata',
  'Kota',
  'Lucknow',
  'Ludhiana',
  'Madurai',
  'Meerut',
  'Mumbai',
  'Mysuru',
  'Nagpur',
  'Nashik',
  'Navi Mumbai',
  'Noida',
  'Patna',
  'Prayagraj',
  'Pune',
  'Raipur',
  'Rajkot',
  'Ranchi',
  'Surat',
  'Thane',
  'Thiruvananthapuram',
  'Vadodara',
] as const;

/** Offered by the city search of the employee and child savings forms. */
export const LEAD_CITY_LIST = alphabetical([
  ...MAJOR_CITIES,
  'Ajmer',
  'Goa',
  'Jalandhar',
  'Varanasi',
  'Vijayawada',
  'Visakhapatnam',
]);

/** The ten quick tiles of the health form. */
export const HEALTH_QUICK_CITIES = [
  'Delhi',
  'Mumbai',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
] as const;

/** The health form's searchable cities: the quick ones, then the rest alphabetically. */
export const HEALTH_CITIES: readonly [string, ...string[]] = [
  ...HEALTH_QUICK_CITIES,
  ...alphabetical([...MAJOR_CITIES, 'Howrah', 'Srinagar']).filter(
    (city) => !(HEALTH_QUICK_CITIES as readonly string[]).includes(city),
  ),
];
