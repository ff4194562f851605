// The visitor's language choice, remembered across visits in localStorage (no cookie: the server never needs it,
// since it serves both languages' prerendered pages and never redirects).
import type { Locale } from './words';

export const LOCALE_KEY = 'bimasetu.locale';
export const HINDI_OFFER_DISMISSED_KEY = 'bimasetu.hindiOfferDismissed';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberedLocale(): Locale | undefined {
  const value = storage()?.getItem(LOCALE_KEY);
  return value === 'hi' || value === 'en' ? value : undefined;
}

export function rememberLocale(locale: Locale): void {
  storage()?.setItem(LOCALE_KEY, locale);
}

export function hindiOfferDismissed(): boolean {
  return storage()?.getItem(HINDI_OFFER_DISMISSED_KEY) === '1';
}

export function dismissHindiOffer(): void {
  storage()?.setItem(HINDI_OFFER_DISMISSED_KEY, '1');
}

/** True when the browser lists Hindi before English (navigator.languages follows Accept-Language). */
export function browserPrefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const lang = tag.toLowerCase().split('-')[0];
    if (lang === 'hi') return true;
    if (lang === 'en') return false;
  }
  return false;
}
