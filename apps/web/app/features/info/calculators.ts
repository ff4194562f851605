// The ten calculators reached from the hub (account spec §2), in the spec's order.

export interface Calculator {
  to: string;
  title: string;
  summary: string;
}

export const calculators: Calculator[] = [
  {
    to: '/term-insurance',
    title: 'Term Insurance',
    summary: 'Find the life cover your family needs and what it costs each month.',
  },
  {
    to: '/health-insurance',
    title: 'Health Insurance',
    summary: 'Compare cashless hospital cover for you and your family.',
  },
  {
    to: '/car-insurance',
    title: 'Car Insurance',
    summary: 'Enter your car number to compare own-damage and third-party plans.',
  },
  {
    to: '/twowheeler-insurance',
    title: 'Two-Wheeler Insurance',
    summary: 'Renew or buy cover for your bike or scooter in minutes.',
  },
  {
    to: '/travel-insurance',
    title: 'Travel Insurance',
    summary: 'Medical and baggage cover for trips abroad.',
  },
  {
    to: '/nri-term-insurance',
    title: 'NRI Term Insurance',
    summary: 'Term plans for Indians living abroad, with cover in rupees.',
  },
  {
    to: '/family-health-insurance',
    title: 'Family Health Insurance',
    summary: 'One floater plan that covers the whole family.',
  },
  {
    to: '/women-term-insurance',
    title: 'Women Term Insurance',
    summary: 'Term plans with lower premiums and offers for women.',
  },
  {
    to: '/child-savings',
    title: 'Child Savings',
    summary: "Plan for your child's education with guaranteed life cover.",
  },
  {
    to: '/employee-health-insurance',
    title: 'Employee Health Insurance',
    summary: 'Group health cover for your team, with one policy for everyone.',
  },
];
