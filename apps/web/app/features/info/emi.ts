// Equated monthly instalment: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; with no interest, P / n.

export interface EmiResult {
  emi: number;
  totalInterest: number;
  totalPayment: number;
}

export function calculateEmi(principal: number, annualRatePercent: number, months: number): EmiResult | null {
  if (!(principal > 0) || !(months >= 1) || !(annualRatePercent >= 0) || !Number.isFinite(principal))
    return null;
  const n = Math.round(months);
  const r = annualRatePercent / 12 / 100;
  const emi = r === 0 ? principal / n : (principal * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  const rounded = Math.round(emi);
  const totalPayment = rounded * n;
  return { emi: rounded, totalPayment, totalInterest: Math.max(0, totalPayment - principal) };
}
