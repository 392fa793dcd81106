import { describe, expect, it } from 'vitest';
import { adminAreaRedirect } from '../admin/adminAreaRedirect.js';
import { homeRedirect } from './homeRedirect.js';

const affiliated = { affiliation: { id: 'i-1', name: 'Baltic Brokers' } };
const independent = { affiliation: null };

describe('/home', () => {
  it('sends a user with an affiliation to it, even with DashboardRead', () => {
    expect(homeRedirect(affiliated, ['dashboard:Read'], ['INSURANCE'])).toBe('/affiliations');
  });

  it('sends a holder of DashboardRead to the dashboard when the tenant sells insurance', () => {
    expect(homeRedirect(independent, ['DashboardRead'], ['LENDING', 'INSURANCE'])).toBe(
      '/workspace/dashboard',
    );
    expect(homeRedirect(independent, ['DashboardRead'], ['LENDING'])).toBeUndefined();
  });

  it('keeps everyone else on the landing page', () => {
    expect(homeRedirect(independent, ['party:Find'], ['INSURANCE'])).toBeUndefined();
  });
});

describe('/admin-area', () => {
  it('leads to the settings for those who may change them', () => {
    expect(adminAreaRedirect(affiliated, ['tenant:UpdateSettings'])).toBe('/admin-area/settings');
  });

  it('else to the affiliation, else to the profile', () => {
    expect(adminAreaRedirect(affiliated, ['user:Read'])).toBe('/admin-area/affiliations');
    expect(adminAreaRedirect(independent, ['user:Read'])).toBe('/admin-area/profile');
  });
});
