// Child savings and employee group health: one line definition each over their engines.
import { childLeadSchema, type ChildLead } from '../leads/child.ts';
import { ageOn } from '../leads/term-rules.ts';
import { EMPLOYEE_INSURE_OPTIONS, employeeLeadSchema, type EmployeeLead } from '../leads/employee.ts';
import type { EmployeeQuoteChoices } from '../schemas/quote-choices.ts';
import { RATED_PLAN_IDS } from '../rating/catalogue.ts';
import { projectChildPlan, type ChildInputs } from '../rating/child.ts';
import {
  employeeCountBand,
  quoteEmployee,
  type EmployeeCoverage,
  type EmployeeInputs,
} from '../rating/employee.ts';
import { defineLine, offeredOr, type Line } from './line.ts';

export const childSavingsLine: Line = defineLine<ChildInputs>('child-savings', {
  leadSchema: childLeadSchema,
  example: {
    name: 'Meera Iyer',
    mobile: '9876500076',
    email: 'meera@example.in',
    city: 'Chennai',
    parentAge: '38',
    childAge: '6',
    income: '₹10 - ₹20 Lakhs',
  },
  // the projection is the regulator's illustration, the same for every plan: a lead is priced once, as 'child'
  planIds: () => ['child'],
  inputsFromLead(details) {
    const lead = details as ChildLead;
    const family = {
      parentAge: Number(lead.parentAge),
      childAge: Number(lead.childAge),
      incomeBand: lead.income,
    };
    return { inputs: family, recorded: family, assumed: [] };
  },
  price: (planId, family) => offeredOr(projectChildPlan(planId, family)),
  // the parent applies, and the parent's age sets the life cover's multiple (rating/child.ts)
  forApplicant(details, { dob, gender }, today) {
    const fromApplication = new Map<string, 'dob' | 'gender'>();
    if (!dob) return { details, person: { dob, gender }, fromApplication };
    fromApplication.set('parentAge', 'dob');
    const parentAge = String(ageOn(dob, today));
    return { details: { ...details, parentAge }, person: { dob, gender }, fromApplication };
  },
});

const COVERAGE_OF: Record<EmployeeLead['insureOption'], EmployeeCoverage> = {
  [EMPLOYEE_INSURE_OPTIONS[0]]: 'employees',
  [EMPLOYEE_INSURE_OPTIONS[1]]: 'family',
};

export const employeeLine: Line = defineLine<EmployeeInputs>('employee-health', {
  leadSchema: employeeLeadSchema,
  example: {
    mobile: '9876500075',
    insureOption: 'Employees and their families',
    totalEmployees: '40',
    isFirstTime: 'Buying for the first time',
    companyName: 'Sahyadri Tools',
    city: 'Pune',
  },
  planIds: () => RATED_PLAN_IDS.employee,
  inputsFromLead(details, _now, choices) {
    const lead = details as EmployeeLead;
    const chosen = choices as EmployeeQuoteChoices | undefined;
    const team = {
      band: employeeCountBand(Number(lead.totalEmployees)),
      coverage: chosen?.coverage ?? COVERAGE_OF[lead.insureOption],
    };
    return { inputs: team, recorded: team, assumed: [{ code: chosen ? 'list-choices' : 'employee-family' }] };
  },
  price: (planId, team) => offeredOr(quoteEmployee(planId, team)),
  period: () => 'employee-year',
});
