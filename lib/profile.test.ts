import { profile } from './profile';

// SPEC.md section 1, word for word: profile.ts is where the owner edits, so nothing else states them.
describe("the hero's texts say what SPEC.md says", () => {
  it('headline', () => {
    expect(profile.hero.headline).toBe('Full-stack developer focused on user experiences and the teams that build them.');
  });

  it('subtext: commerce and checkout user experiences, at a telecom company', () => {
    expect(profile.hero.subtext).toMatch(/\bbuilds? commerce and checkout user experiences at a telecom company\b/);
  });

  it('the five tags, in order', () => {
    expect(profile.hero.tags).toEqual(['Blending', 'technical', 'skills', 'with', 'leadership']);
  });

  it('what I do', () => {
    expect(profile.about.whatIDo).toEqual(['Full-Stack Development', 'Technical Program Management', 'Release Engineering']);
  });
});
