import {
  TRAVEL_COUNTER_START,
  TRAVEL_MAX_TRAVELLERS,
  TRAVEL_MIN_TRAVELLERS,
  TRAVELLER_AGE_MAX,
  TRAVELLER_AGE_MIN,
} from '@bimasetu/contract';

/** The travellers modal: how many travel, their ages, and who has a pre-existing condition. */
export interface TravellersState {
  /** 'more' once 6+ is chosen: the counter (1 to 15, from 6) is shown, even when it is counted down below 6. */
  mode: 'quick' | 'more';
  ages: string[];
  /** null until Yes or No is answered. */
  hasCondition: boolean | null;
  withCondition: number[];
}

export type TravellersAction =
  | { type: 'choose-count'; count: number }
  | { type: 'choose-more' }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'set-age'; index: number; age: string }
  | { type: 'answer-condition'; hasCondition: boolean }
  | { type: 'toggle-condition'; index: number };

export const AGE_CHOICES = Array.from({ length: TRAVELLER_AGE_MAX - TRAVELLER_AGE_MIN + 1 }, (_, i) =>
  String(TRAVELLER_AGE_MIN + i),
);

export const INITIAL_TRAVELLERS: TravellersState = {
  mode: 'quick',
  ages: [''],
  hasCondition: null,
  withCondition: [],
};

/** A new count always starts with empty ages (spec §4) and nobody ticked. */
function withCount(state: TravellersState, count: number, mode: TravellersState['mode']): TravellersState {
  return { ...state, mode, ages: Array.from({ length: count }, () => ''), withCondition: [] };
}

export function travellersReducer(state: TravellersState, action: TravellersAction): TravellersState {
  switch (action.type) {
    case 'choose-count':
      return withCount(state, Math.min(Math.max(action.count, 1), TRAVEL_COUNTER_START - 1), 'quick');
    case 'choose-more':
      return withCount(state, TRAVEL_COUNTER_START, 'more');
    case 'increment':
      if (state.mode !== 'more' || state.ages.length >= TRAVEL_MAX_TRAVELLERS) return state;
      return withCount(state, state.ages.length + 1, 'more');
    case 'decrement':
      if (state.mode !== 'more' || state.ages.length <= TRAVEL_MIN_TRAVELLERS) return state;
      return withCount(state, state.ages.length - 1, 'more');
    case 'set-age': {
      if (action.index < 0 || action.index >= state.ages.length) return state;
      const ages = state.ages.map((age, i) => (i === action.index ? action.age : age));
      return { ...state, ages };
    }
    case 'answer-condition':
      return {
        ...state,
        hasCondition: action.hasCondition,
        withCondition: action.hasCondition ? state.withCondition : [],
      };
    case 'toggle-condition': {
      if (!state.hasCondition || action.index < 0 || action.index >= state.ages.length) return state;
      const ticked = state.withCondition.includes(action.index);
      const withCondition = ticked
        ? state.withCondition.filter((i) => i !== action.index)
        : [...state.withCondition, action.index].sort((a, b) => a - b);
      return { ...state, withCondition };
    }
  }
}

/** "2 Travellers", "1 Traveller" for the button that opens the modal. */
export function travellersLabel(count: number): string {
  return `${count} Traveller${count === 1 ? '' : 's'}`;
}
