/** The category tree: eight departments, each with its shelves. Products sit on the shelves (the children). */
export interface CategoryData {
  slug: string;
  ar: string;
  en: string;
}

export interface DepartmentData extends CategoryData {
  children: CategoryData[];
}

export const departments: DepartmentData[] = [
  {
    slug: 'skin-care',
    ar: 'العناية بالبشرة',
    en: 'Skin Care',
    children: [
      { slug: 'cleansers', ar: 'غسولات ومنظفات البشرة', en: 'Cleansers' },
      { slug: 'moisturizers', ar: 'مرطبات البشرة', en: 'Moisturisers' },
      { slug: 'serums-treatments', ar: 'سيرومات وعلاجات', en: 'Serums & Treatments' },
      { slug: 'sunscreen', ar: 'واقيات الشمس', en: 'Sun Care' },
      { slug: 'toners-masks', ar: 'تونر وماسكات', en: 'Toners & Masks' },
      { slug: 'eye-care', ar: 'العناية بمحيط العين', en: 'Eye Care' },
    ],
  },
  {
    slug: 'hair-care',
    ar: 'العناية بالشعر',
    en: 'Hair Care',
    children: [
      { slug: 'shampoo', ar: 'شامبو', en: 'Shampoo' },
      { slug: 'conditioners-masks', ar: 'بلسم وماسكات الشعر', en: 'Conditioners & Masks' },
      { slug: 'hair-oils-serums', ar: 'زيوت وسيرومات الشعر', en: 'Hair Oils & Serums' },
      { slug: 'hair-styling', ar: 'تصفيف الشعر', en: 'Hair Styling' },
      { slug: 'hair-color', ar: 'صبغات الشعر', en: 'Hair Colour' },
      { slug: 'hair-loss', ar: 'علاج تساقط الشعر', en: 'Hair Loss Treatments' },
    ],
  },
  {
    slug: 'body-care',
    ar: 'العناية بالجسم',
    en: 'Body Care',
    children: [
      { slug: 'body-lotions', ar: 'لوشن وكريمات الجسم', en: 'Body Lotions & Creams' },
      { slug: 'bath-shower', ar: 'الاستحمام', en: 'Bath & Shower' },
      { slug: 'deodorants', ar: 'مزيلات العرق', en: 'Deodorants' },
      { slug: 'hand-foot', ar: 'العناية باليدين والقدمين', en: 'Hand & Foot Care' },
      { slug: 'lip-care', ar: 'العناية بالشفاه', en: 'Lip Care' },
    ],
  },
  {
    slug: 'makeup',
    ar: 'المكياج',
    en: 'Make-up',
    children: [
      { slug: 'face-makeup', ar: 'مكياج الوجه', en: 'Face Make-up' },
      { slug: 'eye-makeup', ar: 'مكياج العيون', en: 'Eye Make-up' },
      { slug: 'lip-makeup', ar: 'مكياج الشفاه', en: 'Lip Make-up' },
      { slug: 'nails', ar: 'الأظافر', en: 'Nails' },
      { slug: 'makeup-removers', ar: 'مزيلات المكياج', en: 'Make-up Removers' },
      { slug: 'makeup-tools', ar: 'أدوات وفرش المكياج', en: 'Tools & Brushes' },
    ],
  },
  {
    slug: 'pharmacy',
    ar: 'الصيدلية',
    en: 'Pharmacy',
    children: [
      { slug: 'vitamins', ar: 'فيتامينات ومكملات غذائية', en: 'Vitamins & Supplements' },
      { slug: 'first-aid', ar: 'الإسعافات الأولية', en: 'First Aid' },
      { slug: 'oral-care', ar: 'العناية بالفم والأسنان', en: 'Oral Care' },
      { slug: 'medicated-creams', ar: 'كريمات ومراهم علاجية', en: 'Medicated Creams' },
      { slug: 'medical-devices', ar: 'أجهزة طبية', en: 'Medical Devices' },
      { slug: 'personal-hygiene', ar: 'العناية الشخصية', en: 'Personal Hygiene' },
    ],
  },
  {
    slug: 'mother-baby',
    ar: 'الأم والطفل',
    en: 'Mother & Baby',
    children: [
      { slug: 'baby-skin', ar: 'العناية ببشرة الطفل', en: 'Baby Skin Care' },
      { slug: 'baby-bath', ar: 'استحمام الطفل', en: 'Baby Bath' },
      { slug: 'nappy-care', ar: 'العناية بمنطقة الحفاض', en: 'Nappy Care' },
      { slug: 'maternity', ar: 'العناية بالأم', en: 'Maternity Care' },
      { slug: 'baby-feeding', ar: 'الرضاعة والتغذية', en: 'Feeding' },
    ],
  },
  {
    slug: 'fragrance',
    ar: 'العطور',
    en: 'Fragrance',
    children: [
      { slug: 'women-perfume', ar: 'عطور نسائية', en: "Women's Perfume" },
      { slug: 'men-perfume', ar: 'عطور رجالية', en: "Men's Perfume" },
      { slug: 'oriental-perfume', ar: 'عطور شرقية وعود', en: 'Oriental & Oud' },
      { slug: 'body-mists', ar: 'معطرات الجسم والشعر', en: 'Body & Hair Mists' },
    ],
  },
  {
    slug: 'men',
    ar: 'للرجال',
    en: 'Men',
    children: [
      { slug: 'shaving', ar: 'الحلاقة', en: 'Shaving' },
      { slug: 'men-skin-care', ar: 'العناية ببشرة الرجل', en: "Men's Skin Care" },
      { slug: 'beard-care', ar: 'العناية باللحية', en: 'Beard Care' },
      { slug: 'men-deodorants', ar: 'مزيلات عرق رجالية', en: "Men's Deodorants" },
      { slug: 'men-hair', ar: 'شعر الرجال', en: "Men's Hair" },
    ],
  },
];
