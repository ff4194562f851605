// A sample company's regulatory disclosures, as a real deployment configures them: for the tests and journeys.
export const SAMPLE_DISCLOSURES = {
  COMPANY_NAME: 'BimaSetu Insurance Web Aggregator Private Limited',
  COMPANY_CIN: 'U66000KA2024PTC123456',
  COMPANY_ADDRESS: '4th Floor, 12 MG Road, Bengaluru 560001',
  IRDAI_REG_NO: 'IRDAI/WBA/2024/123',
  IRDAI_CATEGORY: 'Web Aggregator',
  IRDAI_REG_VALID_TILL: '31/03/2027',
  PRINCIPAL_OFFICER: 'Meera Iyer',
  GRIEVANCE_OFFICER_NAME: 'Anil Kumar',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@bimasetu.in',
};
