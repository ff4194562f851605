// The one age rule, alone in its module: a quote form's first load takes it without the rating engine.

/** Age last birthday on `today` (both dates taken as calendar dates). */
export function ageLastBirthday(dateOfBirth: Date, today: Date): number {
  let age = today.getFullYear() - dateOfBirth.getFullYear();
  const beforeBirthday =
    today.getMonth() < dateOfBirth.getMonth() ||
    (today.getMonth() === dateOfBirth.getMonth() && today.getDate() < dateOfBirth.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}
