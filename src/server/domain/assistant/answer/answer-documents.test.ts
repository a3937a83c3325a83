import { describe, expect, it } from 'vitest';
import { buildContext, buildDocument } from '../facts/test-fixtures';
import { answerQuestion } from './answer';

/** The case: a registration card, then an inspection report printing another registration expiry. */
const card = { ...buildDocument('registration', { documentType: 'car_registration', registrationInfo: { expiryDate: '2027-03-15', plateNumber: 'ABC 123' } }, 'registration-card.pdf'), uploadedAt: '2026-02-01T10:00:00Z' };
const note = {
  ...buildDocument(
    'registration',
    { documentType: 'car_registration', registrationInfo: { expiryDate: '2035-12-31' }, extractedText: 'VEHICLE INSPECTION REPORT\nRegistration Expires: 12/31/2035' },
    'inspection-note.pdf',
  ),
  uploadedAt: '2026-11-20T10:00:00Z',
};
const CAR = buildContext({ documents: [card, note] });

describe('documents by authority, conflicts said out loud', () => {
  it('takes the registration expiry from the card, never from an inspection report, and names the document', () => {
    const answer = answerQuestion('Is my registration valid?', CAR).content;
    expect(answer).toMatch(/^Your registration is valid until Mar 15, 2027, from your registration card registration-card\.pdf\./);
    expect(answer).not.toMatch(/valid until Dec 31, 2035/);
  });

  it('says when documents disagree, in all four languages', () => {
    expect(answerQuestion('Is my registration valid?', CAR).content).toContain(
      'Your registration card registration-card.pdf says Mar 15, 2027; an inspection report inspection-note.pdf uploaded on Nov 20, 2026 says Dec 31, 2035. The registration card is used; check the inspection report.',
    );
    expect(answerQuestion('¿Es válido mi permiso de circulación?', CAR).content).toContain(
      'Según el permiso de circulación registration-card.pdf: 15 de marzo de 2027; según el informe de inspección inspection-note.pdf, subido el 20 de noviembre de 2026: 31 de diciembre de 2035. Se usa registration-card.pdf; revisa inspection-note.pdf.',
    );
    expect(answerQuestion('Ist meine Zulassung noch gültig?', CAR).content).toContain(
      'Laut Zulassungsbescheinigung registration-card.pdf: 15. März 2027; laut Prüfbericht inspection-note.pdf, hochgeladen am 20. November 2026: 31. Dezember 2035. Verwendet wird registration-card.pdf; prüfen Sie inspection-note.pdf.',
    );
    expect(answerQuestion("Ma carte grise est-elle valide ?", CAR).content).toContain(
      "D'après la carte grise registration-card.pdf : 15 mars 2027 ; d'après le rapport de contrôle inspection-note.pdf, ajouté le 20 novembre 2026 : 31 décembre 2035. J'utilise registration-card.pdf ; vérifiez inspection-note.pdf.",
    );
  });

  it('answers "anything odd or conflicting in my documents?" with what they set and each disagreement', () => {
    const answer = answerQuestion('Is there anything odd or conflicting in my documents?', CAR).content;
    expect(answer).toContain('- Registration expiry: Mar 15, 2027, from your registration card registration-card.pdf.');
    expect(answer).toContain('One thing in your documents disagrees:\n- Your registration card registration-card.pdf says Mar 15, 2027;');
    expect(answerQuestion('Is there anything odd in my documents?', buildContext({ documents: [card] })).content).not.toMatch(/disagree/);
  });

  it('names the document the plate comes from', () => {
    expect(answerQuestion('what is my plate?', CAR).content).toBe('Your licence plate is ABC 123, from your registration card registration-card.pdf.');
  });
});
