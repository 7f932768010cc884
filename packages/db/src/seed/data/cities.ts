/** Iraq's 19 governorates: the 18 of ISO 3166-2:IQ plus Halabja, which the standard does not list yet. */
export interface CityData {
  ar: string;
  en: string;
  iso: string | null;
  /** Delivery fee in whole dinars. */
  fee: number;
}

export const citiesData: CityData[] = [
  { ar: 'بغداد', en: 'Baghdad', iso: 'IQ-BG', fee: 5_000 },
  { ar: 'البصرة', en: 'Basra', iso: 'IQ-BA', fee: 7_000 },
  { ar: 'نينوى', en: 'Ninawa', iso: 'IQ-NI', fee: 7_000 },
  { ar: 'أربيل', en: 'Erbil', iso: 'IQ-AR', fee: 7_000 },
  { ar: 'السليمانية', en: 'Sulaymaniyah', iso: 'IQ-SU', fee: 8_000 },
  { ar: 'دهوك', en: 'Duhok', iso: 'IQ-DA', fee: 8_000 },
  { ar: 'كركوك', en: 'Kirkuk', iso: 'IQ-KI', fee: 7_000 },
  { ar: 'الأنبار', en: 'Al Anbar', iso: 'IQ-AN', fee: 7_000 },
  { ar: 'بابل', en: 'Babil', iso: 'IQ-BB', fee: 6_000 },
  { ar: 'كربلاء', en: 'Karbala', iso: 'IQ-KA', fee: 6_000 },
  { ar: 'النجف', en: 'Najaf', iso: 'IQ-NA', fee: 6_000 },
  { ar: 'واسط', en: 'Wasit', iso: 'IQ-WA', fee: 6_000 },
  { ar: 'ديالى', en: 'Diyala', iso: 'IQ-DI', fee: 6_000 },
  { ar: 'صلاح الدين', en: 'Salah ad Din', iso: 'IQ-SD', fee: 7_000 },
  { ar: 'القادسية', en: 'Al Qadisiyyah', iso: 'IQ-QA', fee: 6_000 },
  { ar: 'ذي قار', en: 'Dhi Qar', iso: 'IQ-DQ', fee: 7_000 },
  { ar: 'ميسان', en: 'Maysan', iso: 'IQ-MA', fee: 7_000 },
  { ar: 'المثنى', en: 'Al Muthanna', iso: 'IQ-MU', fee: 7_000 },
  { ar: 'حلبجة', en: 'Halabja', iso: null, fee: 8_000 },
];
