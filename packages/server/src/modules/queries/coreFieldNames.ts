/**
 * The names of the query objects' core fields in the app's other languages, by their English name: a product
 * field brings its own translations, a core field takes these, so the query page and the condition builder
 * show every field in the user's language.
 */
export const CORE_FIELD_NAMES: Readonly<Record<string, Readonly<Record<'de' | 'fr' | 'lv' | 'ru', string>>>> =
  {
    Active: { de: 'Aktiv', fr: 'Actif', lv: 'Aktīvs', ru: 'Активен' },
    Applicant: { de: 'Antragsteller', fr: 'Demandeur', lv: 'Pieteicējs', ru: 'Заявитель' },
    'Application date': {
      de: 'Antragsdatum',
      fr: 'Date de demande',
      lv: 'Pieteikuma datums',
      ru: 'Дата заявления',
    },
    'Claim number': { de: 'Schadennummer', fr: 'N° de sinistre', lv: 'Atlīdzības nr.', ru: '№ убытка' },
    Code: { de: 'Kennung', fr: 'Code', lv: 'Kods', ru: 'Код' },
    'Contract number': { de: 'Vertragsnummer', fr: 'N° de contrat', lv: 'Līguma nr.', ru: '№ договора' },
    Created: { de: 'Erstellt', fr: 'Créé', lv: 'Izveidots', ru: 'Создано' },
    Currency: { de: 'Währung', fr: 'Devise', lv: 'Valūta', ru: 'Валюта' },
    Customer: { de: 'Kunde', fr: 'Client', lv: 'Klients', ru: 'Клиент' },
    Description: { de: 'Beschreibung', fr: 'Description', lv: 'Apraksts', ru: 'Описание' },
    'E-mail': { de: 'E-Mail', fr: 'E-mail', lv: 'E-pasts', ru: 'Эл. почта' },
    'End date': { de: 'Enddatum', fr: 'Date de fin', lv: 'Beigu datums', ru: 'Дата окончания' },
    'First name': { de: 'Vorname', fr: 'Prénom', lv: 'Vārds', ru: 'Имя' },
    Intermediary: { de: 'Vermittler', fr: 'Intermédiaire', lv: 'Starpnieks', ru: 'Посредник' },
    'Issue date': {
      de: 'Ausstellungsdatum',
      fr: "Date d'émission",
      lv: 'Izsniegšanas datums',
      ru: 'Дата выдачи',
    },
    Language: { de: 'Sprache', fr: 'Langue', lv: 'Valoda', ru: 'Язык' },
    'Last name': { de: 'Nachname', fr: 'Nom', lv: 'Uzvārds', ru: 'Фамилия' },
    'Loss amount': {
      de: 'Schadenhöhe',
      fr: 'Montant du sinistre',
      lv: 'Zaudējumu summa',
      ru: 'Сумма убытка',
    },
    Name: { de: 'Name', fr: 'Nom', lv: 'Nosaukums', ru: 'Имя' },
    Number: { de: 'Nummer', fr: 'Numéro', lv: 'Numurs', ru: 'Номер' },
    Phone: { de: 'Telefon', fr: 'Téléphone', lv: 'Tālrunis', ru: 'Телефон' },
    'Policy holder': {
      de: 'Versicherungsnehmer',
      fr: 'Souscripteur',
      lv: 'Apdrošinājuma ņēmējs',
      ru: 'Страхователь',
    },
    'Policy number': { de: 'Policennummer', fr: 'N° de police', lv: 'Polises nr.', ru: '№ полиса' },
    Premium: { de: 'Prämie', fr: 'Prime', lv: 'Prēmija', ru: 'Премия' },
    Product: { de: 'Produkt', fr: 'Produit', lv: 'Produkts', ru: 'Продукт' },
    'Start date': { de: 'Beginndatum', fr: 'Date de début', lv: 'Sākuma datums', ru: 'Дата начала' },
    Status: { de: 'Status', fr: 'Statut', lv: 'Statuss', ru: 'Статус' },
    'Sum insured': {
      de: 'Versicherungssumme',
      fr: 'Somme assurée',
      lv: 'Apdrošinājuma summa',
      ru: 'Страховая сумма',
    },
    Type: { de: 'Art', fr: 'Type', lv: 'Veids', ru: 'Тип' },
    'Valid until': { de: 'Gültig bis', fr: "Valable jusqu'au", lv: 'Derīgs līdz', ru: 'Действует до' },
  };
