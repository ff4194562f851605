import { homeInputs } from '@bimasetu/contract/lines/home';
import { describe, expect, it } from 'vitest';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';
import { ASSUMED_HOME, homeListSearch, readHomeAnswers, rememberPricedHome } from './home-answers';

describe('home answers in the address', () => {
  it('round-trip: the list reads back exactly what the form sent', () => {
    const answers = {
      occupancy: 'owner' as const,
      basis: 'area' as const,
      builtUpArea: '1200',
      costPerSqFt: '2500',
      contentsValue: '800000',
      valuablesValue: '200000',
      city: 'Pune',
    };
    const read = readHomeAnswers(new URLSearchParams(homeListSearch(answers)));
    expect(read.told).toBe(true);
    expect(homeInputs(read.answers)).toEqual(homeInputs(answers));
    expect(homeInputs(read.answers).building).toBe(3_000_000);
  });

  it('a tenant carries no building', () => {
    const search = homeListSearch({
      occupancy: 'tenant',
      basis: 'rebuild',
      rebuildValue: '900',
      contentsValue: '300000',
      city: 'Delhi',
    });
    expect(search).toBe('occupancy=tenant&contents=300000&city=Delhi');
    expect(homeInputs(readHomeAnswers(new URLSearchParams(search)).answers).building).toBe(0);
  });

  it('falls back to the stated assumed home when the address is missing or edited', () => {
    expect(readHomeAnswers(new URLSearchParams())).toEqual({ answers: ASSUMED_HOME, told: false });
    expect(readHomeAnswers(new URLSearchParams('occupancy=owner&basis=rebuild&rebuild=12')).told).toBe(false);
  });
});

describe('the home lead a buying button leaves for the application form', () => {
  it('is the answers the card was priced with, the name, mobile and city the form was told kept', () => {
    sessionStorage.clear();
    rememberQuote('home', {
      occupancy: 'owner',
      basis: 'rebuild',
      rebuildValue: '5000000',
      contentsValue: '500000',
      city: 'Pune',
      name: 'Anita Kulkarni',
      mobile: '9876500078',
    });
    const priced = { ...ASSUMED_HOME, rebuildValue: '8000000', contentsValue: '2500000' };
    rememberPricedHome(priced);
    expect(rememberedQuote('home')).toEqual({
      ...priced,
      city: 'Pune',
      name: 'Anita Kulkarni',
      mobile: '9876500078',
    });
  });

  it('is the answers alone when the form was never filled in this tab', () => {
    sessionStorage.clear();
    rememberPricedHome(ASSUMED_HOME);
    expect(rememberedQuote('home')).toEqual(ASSUMED_HOME);
  });
});
