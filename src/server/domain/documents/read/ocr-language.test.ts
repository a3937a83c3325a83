import { describe, expect, it } from 'vitest';
import { detectLanguage, detectOcrLanguage } from './ocr-language';

describe('detectLanguage', () => {
  it.each([
    ['Taller Mecanico Garcia, S.L.\nFactura n. 8812   Fecha: 15/09/2026\nSustitucion de correa   512,40\nIVA 21%\nTotal factura', 'spa'],
    ['Garage du Centre\nFacture n 2026-0915\nVidange moteur   68,00\nFiltre a huile\nTotal TTC', 'fra'],
    ['Kfz-Werkstatt Schulz GmbH\nRECHNUNG / INVOICE\nRechnungsdatum 17.01.2025\nkm-Stand / Odometer\nMwSt. 19 %\nGesamtbetrag', 'deu'],
    ['Officina Rossi\nFattura n. 412\nTagliando   180,00\nImponibile\nTotale', 'ita'],
    ['Oficina Silva\nFatura 2231\nTroca de oleo   80,00\nRevisao dos travoes\nValidade', 'por'],
    // A Portuguese certificate prints "Matricula" and "Titular" as Spanish ones do: its own words decide.
    ['CERTIFICADO DE MATRICULA\nRepublica Portuguesa\nData da primeira matricula 02-05-2021\nTitular INES COSTA\nCombustivel GASOLEO', 'por'],
    ['Autobedrijf De Vries B.V.\nFactuur 2026-118   Factuurdatum 12-03-2026\nKenteken 45-KLB-7\nOnderdelen   84,50\nArbeidsloon   120,00\nTotaal incl. BTW', 'nld'],
    ['Bilhuset Aarhus ApS\nFaktura 5521\nOlieskift inkl. filter   1.295,00\nReservedele   310,00\nI alt   1.605,00 kr\nBelob at betale', 'dan'],
    ['REGISTRERINGSATTEST\nEjer: Jens Hansen\nStelnummer WVWZZZAUZJW112233\nAnvendelse: Privat', 'dan'],
    ['Bilservice i Vasteras AB\nFaktura 30112\nRegnr ABC 12D\nMatarstallning 84 500 km\nOljebyte   1 450 kr\nAtt betala 1 812 kr', 'swe'],
    ['REGISTRERINGSBEVIS\nAgare: Lindgren, Eva\nFabrikat VOLVO\nHandelsbeteckning XC60', 'swe'],
    ['Statens vegvesen\nVOGNKORT\nKjennemerke EL 12345\nEier: Berg, Ola\nUnderstellsnummer YV1ZW25UDJ1234567', 'nor'],
    ['Bilpleie Drammen AS\nKvittering 2231\nOljeskift 5W-30   1 190,00\nMva 25 %\nNeste service 15 000 km', 'nor'],
    ['Autokorjaamo Virtanen Oy\nLasku 4471   Paivamaara 02.04.2026\nOljynvaihto   149,00\nALV 25,5 %\nYhteensa   187,00 EUR', 'fin'],
    ['REKISTEROINTITODISTUS\nRekisteritunnus ABC-123\nOmistaja Mikko Laine\nMerkki SKODA', 'fin'],
    ['OSVEDCENI O REGISTRACI VOZIDLA\nRegistracni znacka 2AB 3456\nProvozovatel: Jan Novak\nTovarni znacka SKODA', 'ces'],
    ['Autoservis Brno s.r.o.\nZakazka 2214\nVymena oleje   1 890 Kc\nStav tachometru 62 000 km\nCelkem k uhrade', 'ces'],
    ['OSVEDCENIE O EVIDENCII\nEvidencne cislo BA-123AB\nDrzitel: Peter Kovac\nTovarenska znacka KIA', 'slk'],
    ['DOWOD REJESTRACYJNY\nnumer rejestracyjny WA 12345\nnazwisko lub nazwa KOWALSKI\nimie JAN', 'pol'],
    ['Serwis Samochodowy Nowak\nFaktura VAT 114/2026\nPrzebieg 88 000 km\nWymiana oleju   350,00 PLN\nRazem do zaplaty', 'pol'],
    ['PROMETNO DOVOLJENJE\nRegistrska oznaka LJ AB-123\nPriimek in ime NOVAK JANEZ\nZnamka RENAULT', 'slv'],
    ['PROMETNA DOZVOLA\nRegistarska oznaka ZG 1234-AB\nVlasnik: Horvat, Ivan\nKorisnik: isti', 'hrv'],
    ['FORGALMI ENGEDELY\nRendszam ABC-123\nCsaladi nev KOVACS\nUtonev Peter\nGyartmany OPEL', 'hun'],
    ['CERTIFICAT DE INMATRICULARE\nNumar de inmatriculare B 123 ABC\nProprietar: Popescu Ion\nPrenume ION', 'ron'],
    ['REGISTREERIMISTUNNISTUS\nOmanik: Tamm, Mari\nMark TOYOTA\nMudel COROLLA', 'est'],
  ])('tells the language of %j', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
    expect(detectOcrLanguage(text)).toBe(lang);
  });

  it('leaves English pages, even with a foreign word or two, to the English reading', () => {
    const english = [
      'Quick Lube\nDate: 09/15/2026  Odometer: 45,500\nOil change  49.99\nTotal 49.99',
      'Taller Auto Repair\nInvoice date 09/15/2026\nCambio rotation   20.00\nTotal 20.00',
      // Place and people names of the new languages' countries, on an English page.
      'Nordic Motors Ltd\nInvoice 2231  Date 04/02/2026\nCustomer: Lars Eier, Merk Road\nModel: Volvo XC60  Fabrikat code 12\nLabour 80.00  Parts 45.00\nTotal 125.00',
      'VEHICLE REGISTRATION CERTIFICATE\nRegistered keeper: MR PIOTR NOWAK\nAddress: 12 Polska Street, Leeds\nMake SKODA  Model OCTAVIA\nVIN TMBJJ7NE8J0123456',
      'AUTO INSURANCE DECLARATIONS\nNamed insured: Jan de Vries\nPolicy number 4471-22  Premium $812.00\nVehicle: 2021 Volvo S60\nEffective 01/01/2026 to 01/01/2027',
    ];
    for (const text of english) {
      expect(detectLanguage(text), text).toBeNull();
      expect(detectOcrLanguage(text), text).toBeNull();
    }
  });

  it('keeps each earlier language apart from the new ones that print like it', () => {
    // German (Datum, Kilometerstand) beside Dutch; Spanish (factura, matricula) beside Portuguese and Romanian.
    expect(detectLanguage('Autohaus Becker\nRechnung 4411  Datum 02.03.2026\nKilometerstand 45.000\nFahrzeug VW Golf\nGesamtbetrag 412,00')).toBe('deu');
    expect(detectLanguage('Taller Lopez\nFactura 118  Fecha 02/03/2026\nMatricula 1234 BCD\nCambio de aceite\nImporte total')).toBe('spa');
    expect(detectLanguage('Garage Martin\nFacture 2231\nImmatriculation AB-123-CD\nVidange + filtre\nTotal TTC 89,00')).toBe('fra');
  });

  it('reads a page printing its captions in two languages alike with the model of the one whose words carry accents', () => {
    const belgian = "CERTIFICAT D'IMMATRICULATION - INSCHRIJVINGSBEWIJS\nC.1.1 Nom / Naam  PEETERS\nC.1.2 Prenom / Voornaam  ANNELIES\nD.1 Marque / Merk  TOYOTA\nE. N de chassis / Chassisnummer";
    expect(detectLanguage(belgian)).toBeNull();
    expect(detectOcrLanguage(belgian)).toBe('fra');
    const nordic = 'Kvittering 118\nEier: Ole Berg\nKjennemerke AB 12345\nEjer: Jens Lund\nStelnummer 4471\nAnvendelse privat';
    expect(detectOcrLanguage(nordic)).toBe('dan');
    // One language well ahead: that one alone.
    expect(detectOcrLanguage('Facture 2231\nImmatriculation AB-123-CD\nVidange\nTotal TTC\nEcheance\nKenteken')).toBe('fra');
  });
});

describe('detectOcrLanguage: Baltic pages and Greek or Cyrillic pages as the English model reads them', () => {
  it.each([
    // Latvian and Lithuanian as the English model reads them: their accents dropped.
    ['OCTA POLISE\nApdrosinatajs: Daugava\nApdrosinajuma nemejs: Janis Kalnins\nTransportlidzekla valsts numurs KL-4411\nPrēmija kopa 148,20 EUR\nDerigs lidz 14.03.2027', 'lav'],
    ['UAB Alyvos Centras\nKASOS KVITAS\nValstybinis numeris ABC 123\nRida 184 200 km\nAlyvos keitimas 49,00\nIs viso 59,29 EUR\nPVM 21 %', 'lit'],
    // Greek capitals read as the Latin letters of their shape ("ΛΙΠΑΝΤΗΡΙΟ" as "AINANTHPIO").
    ['AINANTHPIO ΣAPQNIKOY\nAMOAEIEH AIANIKHE\nHMEPOMHNIA 24/08/2026\nAAAATH AAAIQN 5W-30 59,05\n@IATPO AAAIOY 14,21\nEYNOAO 93,09 €\nENOMENH AAAATH 235.027', 'ell'],
    // Bulgarian and Serbian Cyrillic, told apart by their own words.
    ['3ACTPAXOBATEJIHA NOJIMUA\nrpaxkaaHcka oTroBopHocT\n3actpaxoBaTen: Ocur AD\nCo6cTBeHuk: Ivan Petrov\nNpemna 312,00 nB', 'bul'],
    ['Ayto cepsuc Mopasa\nPayyH 2231\nKynaq: Marko Jovic\n3ameHa ysba n dunTepa 4 500,00\nYkynHo 5 400,00\nNAB 20 %\nBnacHuk Bo3una', 'srp'],
  ])('tells %j', (text, lang) => {
    expect(detectOcrLanguage(text)).toBe(lang);
  });

  it('takes no English or western page for a Greek, Cyrillic or Baltic one', () => {
    for (const text of [
      'Quick Lube\nDate: 09/15/2026  Odometer: 45,500\nOil change  49.99\nTotal 49.99',
      'VEHICLE REGISTRATION CERTIFICATE\nRegistered keeper: MR PIOTR NOWAK\nAddress: 12 Polska Street, Leeds\nMake SKODA  Model OCTAVIA',
      'Garage Martin\nFacture 2231\nImmatriculation AB-123-CD\nVidange + filtre\nTotal TTC 89,00',
    ]) {
      expect(['ell', 'bul', 'srp', 'lav', 'lit']).not.toContain(detectOcrLanguage(text));
    }
  });
});

describe('detectOcrLanguage: a Bulgarian photo whose letters the English model shaped otherwise', () => {
  it('tells Bulgarian where и reads as V, н as n and г as T', () => {
    const page = 'STRANDZHA\n3ACTPAXOBATEJIHA NOJIVLLA\n3anbnxKuTenHa 3acTpaxoska OTTOBOPHOCT" Ha\n3actpaxosan / CoOcrsennk\nVUme GEORGI PETROV\n';
    expect(detectOcrLanguage(page)).toBe('bul');
  });
});
