// The About Us page's words in English (Hindi: about-words.hi.ts).
import { defineWords, type Wordy } from '~/lib/words';

const aboutWords = {
  title: 'About Us',
  tagline: 'Protecting Your Tomorrow, Today.',
  whoHeading: 'Who We Are',
  who: 'BimaSetu is an online insurance marketplace for individuals and families in India. We bring plans from trusted insurers to one place, explain them in plain language and help you choose with confidence.',
  missionHeading: 'Our Mission',
  mission: 'To make insurance simple, transparent and customer-first, with plans every family can afford.',
  visionHeading: 'Our Vision',
  vision: 'To be the most trusted, customer-focused digital insurance platform in India.',
  whyHeading: 'Why Choose Us?',
  reasons: [
    'Licensed, IRDAI-approved insurance partners',
    'A fast, paperless, 100% digital process',
    'Personal guidance from insurance experts',
    'Smart policy suggestions based on your profile',
    'Help with your claim from start to finish',
  ],
  offerHeading: 'What We Offer',
  offers: [
    'Health insurance',
    'Life and term insurance',
    'Motor insurance for cars and two-wheelers',
    'Investment and ULIP plans',
    'Travel insurance',
    'Home insurance',
  ],
  closing: "Together, let us build trust and secure your family's future.",
};

export type AboutWords = Wordy<typeof aboutWords>;

declare module '~/lib/words' {
  interface WordBook {
    about: AboutWords;
  }
}

export default defineWords('en', 'about', aboutWords);
