// The list page's questions: what the plate cannot tell (model, year, claims, and the zone for a Bharat-series
// or new vehicle), each with its stated default until answered.
import { registrationYearOfPlate } from '@bimasetu/contract';
import {
  isAgreedValue,
  MOTOR_PROFILES,
  vehicleModel,
  zoneFromPlate,
  type MotorInputs,
  type MotorKind,
  type MotorQuote,
  type RtoZone,
} from '@bimasetu/contract/rating';
import type { ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { PhonePanelHeader, usePhoneDisclosure } from '~/ui/phone-disclosure';
import { modelsOf, type MotorAnswers } from './motor-pricing';
import type { MotorWords } from './motor-words';

export interface MotorVehiclePanelProps {
  kind: MotorKind;
  answers: MotorAnswers;
  onChange: (answers: MotorAnswers) => void;
  currentYear: number | null;
  /** What the list is priced for, in sight under the title while a phone folds the questions behind "Change". */
  children?: ReactNode;
}

/** A model as the page's language says it, e.g. "Maruti Suzuki Swift (petrol, 1197 cc)". */
export function modelLabel(words: MotorWords, modelId: string): string {
  const m = vehicleModel(modelId);
  return m ? words.modelLabel(m.make, m.model, words.fuel[m.fuel], m.cc) : modelId;
}

/** The engine's "For a …" line for the card it priced, in the page's language (English: the engine's own). */
export function pricedForLine(words: MotorWords, inputs: MotorInputs, quote: MotorQuote): string {
  return words.pricedFor(
    quote.assumptions[0] ?? '',
    modelLabel(words, inputs.modelId),
    Math.floor(inputs.ageMonths / 12),
    inputs.zone,
    Math.round(quote.ncbRate * 100),
    quote.idv,
    isAgreedValue(inputs.ageMonths),
  );
}

/** What each unanswered question was priced as, and where the zone came from. */
export function motorAssumptions(words: MotorWords, kind: MotorKind, answers: MotorAnswers): string[] {
  const profile = MOTOR_PROFILES[kind];
  const lines: string[] = [];
  if (answers.isNew) lines.push(words.newVehicle);
  if (!answers.modelId) lines.push(words.assumedModel(modelLabel(words, profile.modelId)));
  if (answers.registrationYear === null && !answers.isNew)
    lines.push(words.assumedAge(profile.ageMonths / 12));
  if (
    answers.plate &&
    answers.registrationYear !== null &&
    answers.registrationYear === registrationYearOfPlate(answers.plate)
  )
    lines.push(words.yearFromPlate(answers.plate, answers.registrationYear));
  if (answers.claimFreeYears === null) lines.push(words.assumedClaim);
  if (answers.zone === null) lines.push(words.assumedZone(answers.plate));
  else if (answers.plate && answers.zone === zoneFromPlate(answers.plate))
    lines.push(words.zoneFromPlate(answers.plate, answers.zone));
  return lines;
}

export function MotorVehiclePanel({
  kind,
  answers,
  onChange,
  currentYear,
  children,
}: MotorVehiclePanelProps) {
  const motorWords = useWords('motorList');
  const fold = usePhoneDisclosure();
  const models = modelsOf(kind);
  const makes = [...new Set(models.map((m) => m.make))];
  const chosen = answers.modelId ? vehicleModel(answers.modelId) : undefined;
  const years = currentYear === null ? [] : Array.from({ length: 21 }, (_, i) => currentYear - i);
  return (
    <section
      aria-labelledby="vehicle-panel"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <PhonePanelHeader id="vehicle-panel" title={motorWords.panelTitle} disclosure={fold} />
      <div id={fold.id} className={`flex flex-col gap-3 ${fold.foldClass}`}>
        <p className="text-sm text-slate-700 md:-mt-3">{motorWords.panelIntro}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <ChoiceSelect
            label={motorWords.make}
            value={chosen?.make ?? ''}
            emptyLabel={motorWords.notAnswered}
            choices={choicesOf(makes)}
            onChange={(make) =>
              onChange({ ...answers, modelId: models.find((m) => m.make === make)?.id ?? null })
            }
          />
          <ChoiceSelect
            label={motorWords.model}
            value={answers.modelId ?? ''}
            emptyLabel={motorWords.notAnswered}
            choices={models
              .filter((m) => !chosen || m.make === chosen.make)
              .map((m) => ({
                value: m.id,
                label: motorWords.modelChoice(
                  `${chosen ? '' : `${m.make} `}${m.model}`,
                  motorWords.fuel[m.fuel],
                  m.cc,
                ),
              }))}
            onChange={(modelId) => onChange({ ...answers, modelId: modelId || null })}
          />
          <ChoiceSelect
            label={motorWords.year}
            value={answers.registrationYear === null ? '' : String(answers.registrationYear)}
            emptyLabel={motorWords.notAnswered}
            choices={choicesOf(years)}
            onChange={(year) => onChange({ ...answers, registrationYear: year ? Number(year) : null })}
          />
          <ChoiceSelect
            label={motorWords.claim}
            value={answers.claimFreeYears === null ? '' : String(answers.claimFreeYears)}
            emptyLabel={motorWords.notAnswered}
            choices={motorWords.claimChoices.map((label, years) => ({ value: String(years), label }))}
            onChange={(years) => onChange({ ...answers, claimFreeYears: years ? Number(years) : null })}
          />
          <ChoiceSelect
            label={motorWords.zone}
            value={answers.zone ?? ''}
            emptyLabel={motorWords.notAnswered}
            choices={[
              { value: 'A', label: motorWords.zoneChoices.A },
              { value: 'B', label: motorWords.zoneChoices.B },
            ]}
            onChange={(zone) => onChange({ ...answers, zone: (zone || null) as RtoZone | null })}
          />
        </div>
      </div>
      {children}
    </section>
  );
}
