// Generated from openapi.yaml by `npm run api:generate` (scripts/request-schemas.mjs). Do not edit.
/**
 * The JSON types of each operation's request (body and query), keyed by `method path`, as JSON
 * Schema (draft-07) with refs into `definitions`. Read by mocks/src/http/requestCheck.ts.
 */
export const REQUEST_SCHEMAS: {
  definitions: Record<string, object>;
  operations: Record<string, { body?: object; query?: object }>;
} = {
  definitions: {
    LoginRequest: {
      type: 'object',
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    },
    RefreshRequest: { type: 'object', properties: { refreshToken: { type: 'string' } } },
    Nick: { type: 'string' },
    Direction: {
      type: 'string',
      anyOf: [{ enum: ['CID', 'DEA'] }, { type: 'string', pattern: '^\\s*$' }],
    },
    NewAgent: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        rang: { type: 'string' },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
        position: { type: ['string', 'null'] },
        agentNo: { type: 'string' },
        vkLink: { type: 'string' },
      },
    },
    ServerRole: {
      type: 'string',
      anyOf: [
        {
          enum: [
            'ROLE_USER',
            'ROLE_SUPER_ADMIN',
            'ROLE_ADMIN',
            'ROLE_NATIONAL_ACADEMY_TRAINEE',
            'ROLE_JUNIOR_AGENT_DEA',
            'ROLE_JUNIOR_AGENT_CID',
            'ROLE_AGENT_DEA',
            'ROLE_AGENT_CID',
            'ROLE_SECRET_INTELLIGENCE_AGENT',
            'ROLE_HEAD_DEA',
            'ROLE_HEAD_CID',
            'ROLE_NATIONAL_SECURITY_ADVISOR',
            'ROLE_HEAD_SCIENTIFIC_TECHNICAL_DEPARTMENT',
            'ROLE_HEAD_INTERNAL_SECURITY_DEPARTMENT',
            'ROLE_HEAD_INTELLIGENCE',
            'ROLE_HEAD_HRT',
            'ROLE_DIRECTOR_HRT',
            'ROLE_GENERAL_COUNSEL',
            'ROLE_PRESS_SECRETARY',
            'ROLE_ARBITER',
            'ROLE_AUDITOR',
            'ROLE_CRIMINALIST',
            'ROLE_HR_INSPECTOR',
            'ROLE_NATIONAL_SECURITY_INSPECTOR',
            'ROLE_PROFESSIONAL_STANDARDS_INSPECTOR',
            'ROLE_HEAD_NATIONAL_ACADEMY',
            'ROLE_OFFICE_MANAGER',
            'ROLE_DEPUTY_DIRECTOR',
            'ROLE_DIRECTOR',
          ],
        },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    TeamMemberUpdate: {
      type: 'object',
      properties: {
        oldNick: { type: 'string' },
        newNick: { $ref: '#/definitions/Nick' },
        rang: { type: 'string' },
        agentNo: { type: 'string' },
        position: { type: ['string', 'null'] },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
        roles: { type: 'array', items: { $ref: '#/definitions/ServerRole' } },
        vkLink: { type: 'string' },
      },
    },
    TeamPunishmentType: {
      type: 'string',
      anyOf: [{ enum: ['warning', 'reprimand'] }, { type: 'string', pattern: '^\\s*$' }],
    },
    TeamPunishRequest: {
      type: 'object',
      properties: {
        type: { $ref: '#/definitions/TeamPunishmentType' },
        reason: { type: 'string' },
      },
    },
    AuditType: {
      type: 'string',
      anyOf: [
        { enum: ['PROMOTION', 'POSITION', 'INACTIVE'] },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    AuditCreate: {
      type: 'object',
      properties: {
        nick: { type: 'string' },
        type: { $ref: '#/definitions/AuditType' },
        rang: { type: ['string', 'null'] },
        position: { type: ['string', 'null'] },
      },
    },
    NewsCreate: {
      type: 'object',
      properties: {
        header: { type: 'string' },
        subheader: { type: 'string' },
        text: { type: 'string' },
        photo: { type: 'string' },
      },
    },
    Faction: { type: 'string' },
    InvestigationCreate: {
      type: 'object',
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        isJoint: { type: 'boolean' },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
      },
    },
    IbInvestigationCreate: {
      type: 'object',
      properties: { faction: { $ref: '#/definitions/Faction' } },
    },
    InvestigationClose: {
      type: 'object',
      properties: {
        description: { type: 'string' },
        selectedReports: { type: 'array', items: { type: 'integer', format: 'int64' } },
      },
    },
    Articles: { type: 'array', items: { type: 'string' } },
    Link: { type: 'string' },
    Links: { type: 'array', items: { $ref: '#/definitions/Link' } },
    RaportInput: {
      type: 'object',
      properties: {
        description: { type: 'string' },
        cautions: { $ref: '#/definitions/Articles' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    MostWantedInput: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string' },
        sex: { type: 'boolean' },
        eyes: { type: 'string' },
        height: { type: 'string' },
        weight: { type: 'string' },
        hair: { type: 'string' },
        race: { type: 'string' },
        nation: { type: 'string' },
        activity: { type: 'string' },
        signs: { type: 'string' },
        description: { type: 'string' },
        photo: { type: 'string' },
        mainViolation: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
        cautions: { $ref: '#/definitions/Articles' },
      },
    },
    MostWantedArrest: {
      type: 'object',
      properties: {
        isGuilty: { type: 'boolean' },
        region: { type: 'string' },
        city: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    DossierInput: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string' },
        sex: { type: 'boolean' },
        eyes: { type: 'string' },
        height: { type: 'string' },
        weight: { type: 'string' },
        hair: { type: 'string' },
        race: { type: 'string' },
        nation: { type: 'string' },
        organization: { $ref: '#/definitions/Faction' },
        position: { type: 'string' },
        description: { type: 'string' },
        photo: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
        cautions: { type: 'array', items: { type: 'string' } },
      },
    },
    ActCreate: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        description: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
        faction: { $ref: '#/definitions/Faction' },
      },
    },
    TribunalActCreate: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        verdict: { type: 'string' },
        prove: { $ref: '#/definitions/Link' },
        faction: { $ref: '#/definitions/Faction' },
      },
    },
    ActStatus: {
      type: 'string',
      anyOf: [
        {
          enum: [
            'NEW',
            'UNDER_CONSIDERATION',
            'AWAIT_IN_GAME',
            'SENT_TO_LEADER',
            'DECLINED',
            'EXECUTED',
            'EXPIRED',
          ],
        },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    ActVerdict: {
      type: 'object',
      properties: {
        verdict: { type: 'string' },
        status: {
          type: 'string',
          anyOf: [{ enum: ['DECLINED', 'AWAIT_IN_GAME'] }, { type: 'string', pattern: '^\\s*$' }],
        },
      },
    },
    PunishmentType: {
      type: 'string',
      anyOf: [
        { enum: ['Предупреждение', 'Выговор', 'Строгий выговор', 'Понижение', 'Увольнение'] },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    ActExecution: {
      type: 'object',
      properties: {
        cautions: { $ref: '#/definitions/Articles' },
        type: { $ref: '#/definitions/PunishmentType' },
        punishmentProve: { $ref: '#/definitions/Link' },
        rangCount: { type: ['integer', 'null'] },
      },
    },
    PunishmentCreate: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        faction: { $ref: '#/definitions/Faction' },
        cautions: { $ref: '#/definitions/Articles' },
        type: { $ref: '#/definitions/PunishmentType' },
        violationProves: { $ref: '#/definitions/Links' },
        punishmentProve: { $ref: '#/definitions/Link' },
        rangCount: { type: ['integer', 'null'] },
      },
    },
    BlacklistCreate: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        reason: { type: 'string' },
        daysCount: { type: 'integer' },
      },
    },
    OrderCreate: {
      type: 'object',
      properties: {
        author: { type: 'string' },
        description: { type: 'string' },
        operationType: { type: 'string' },
        operationStartTime: { type: 'string', format: 'date-time' },
        faction: { $ref: '#/definitions/Faction' },
        position: { type: 'string' },
        rang: { type: 'string' },
        investigation: { type: ['string', 'null'] },
      },
    },
    OrderApprove: { type: 'object', properties: { operationType: { type: 'string' } } },
    OrderDecline: {
      type: 'object',
      properties: { comment: { type: 'string' }, operationType: { type: 'string' } },
    },
    OfficeCreate: {
      type: 'object',
      properties: {
        author: { type: 'string' },
        faction: { $ref: '#/definitions/Faction' },
        rang: { type: 'string' },
        position: { type: 'string' },
        passport: { $ref: '#/definitions/Link' },
        description: { type: 'string' },
      },
    },
    InactivityCreate: {
      type: 'object',
      properties: { dueDate: { type: 'string', format: 'date' }, reason: { type: 'string' } },
    },
    CommentBody: { type: 'object', properties: { comment: { type: 'string' } } },
    NationalSecurityInput: {
      type: 'object',
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        description: { type: 'string' },
        mark: { type: 'integer' },
      },
    },
    ProfileMainInput: {
      type: 'object',
      properties: {
        fullName: { type: 'string' },
        gender: { type: 'string' },
        ethnicity: { type: 'string' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string' },
        citizenship: { type: 'string' },
        insurance: { type: 'string' },
        residence: { type: 'string' },
        maritalStatus: { type: 'string' },
        phone: { type: 'string' },
        position: { type: ['string', 'null'] },
      },
    },
    ProfileBiographyInput: { type: 'object', properties: { biography: { type: 'string' } } },
    ProfileEducationInput: { type: 'object', properties: { education: { type: 'string' } } },
    ProfileSkillsInput: { type: 'object', properties: { skills: { type: 'string' } } },
    ProfileQualitiesInput: { type: 'object', properties: { qualities: { type: 'string' } } },
    ProfileServiceRecordInput: {
      type: 'object',
      properties: { serviceRecord: { type: 'string' } },
    },
    AcademyRank: {
      type: 'string',
      anyOf: [
        { enum: ['TRAINEE', 'ATTENDANT', 'JUNIOR_AGENT'] },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    ConditionType: {
      type: 'string',
      anyOf: [{ enum: ['OPTION', 'LOGICAL', 'TEST'] }, { type: 'string', pattern: '^\\s*$' }],
    },
    AcademyConditionInput: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        rang: { $ref: '#/definitions/AcademyRank' },
        conditionType: { $ref: '#/definitions/ConditionType' },
        optionCategoryName: { type: ['string', 'null'] },
        testId: { type: ['integer', 'null'], format: 'int64' },
      },
    },
    AcademyTemplateInput: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        conditions: { type: 'array', items: { $ref: '#/definitions/AcademyConditionInput' } },
      },
    },
    TestResult: {
      type: 'string',
      anyOf: [{ enum: ['Сдал', 'Не Сдал'] }, { type: 'string', pattern: '^\\s*$' }],
    },
    PromotionDateInput: {
      type: 'object',
      properties: {
        nick: { type: 'string' },
        nextPromotionDate: { type: 'string', format: 'date' },
      },
    },
    TestQuestionInput: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        options: { type: 'array', items: { type: 'string' } },
        correctOptionIndex: { type: 'integer' },
        isFreeText: { type: 'boolean' },
      },
    },
    TestCreate: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        questions: { type: 'array', items: { $ref: '#/definitions/TestQuestionInput' } },
      },
    },
    TestOption: {
      type: 'object',
      properties: { id: { type: 'integer', format: 'int64' }, text: { type: 'string' } },
    },
    TestSubmission: {
      type: 'object',
      properties: {
        testId: { type: 'integer', format: 'int64' },
        title: { type: 'string' },
        questions: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', format: 'int64' },
              title: { type: 'string' },
              options: { type: 'array', items: { $ref: '#/definitions/TestOption' } },
              selectedIndex: { type: ['integer', 'null'] },
              textAnswer: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    Expertise: { type: 'object', properties: { name: { type: 'string' } } },
    LabRequestCreate: {
      type: 'object',
      properties: {
        nick: { type: 'string' },
        faction: { $ref: '#/definitions/Faction' },
        rang: { type: 'string' },
        division: { type: 'string' },
        expertise: { type: 'array', items: { $ref: '#/definitions/Expertise' } },
        goal: { type: 'string' },
        proves: { $ref: '#/definitions/Link' },
        objects: { type: 'string' },
        type: { type: 'string' },
      },
    },
    LabAnswer: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        text: { type: 'string' },
        link: { $ref: '#/definitions/Link' },
        methods: { type: 'string' },
      },
    },
    LabExecution: {
      type: 'object',
      properties: { answers: { type: 'array', items: { $ref: '#/definitions/LabAnswer' } } },
    },
    SuspectCreate: {
      type: 'object',
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        prove: { $ref: '#/definitions/Link' },
        arrest: { $ref: '#/definitions/Link' },
      },
    },
    ArrestInput: { type: 'object', properties: { arrest: { $ref: '#/definitions/Link' } } },
    HomeCheckCreate: {
      type: 'object',
      properties: {
        houseNo: { type: 'string' },
        nick: { $ref: '#/definitions/Nick' },
        faction: { $ref: '#/definitions/Faction' },
        rang: { type: 'string' },
        violationDate: { type: 'string', format: 'date' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    HomeCheckStatus: {
      type: 'string',
      anyOf: [
        { enum: ['ON_HEAD_CHECK', 'CHECK_ALLOWED', 'EXPIRED', 'CANCELED', 'SUCCESS'] },
        { type: 'string', pattern: '^\\s*$' },
      ],
    },
    ProvesInput: { type: 'object', properties: { proves: { $ref: '#/definitions/Links' } } },
    DeaReportRow: {
      type: 'object',
      properties: { title: { type: 'string' }, link: { $ref: '#/definitions/Link' } },
    },
    DeaReportCreate: {
      type: 'object',
      properties: { proves: { type: 'array', items: { $ref: '#/definitions/DeaReportRow' } } },
    },
    DeaCheckInput: {
      type: 'object',
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        time: { type: 'string' },
        agents: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  operations: {
    'post /api/v1/auth/login': { body: { $ref: '#/definitions/LoginRequest' } },
    'post /api/v1/auth/refresh': { body: { $ref: '#/definitions/RefreshRequest' } },
    'post /api/v1/team/add': { body: { $ref: '#/definitions/NewAgent' } },
    'put /api/v1/team/{id}/update': { body: { $ref: '#/definitions/TeamMemberUpdate' } },
    'delete /api/v1/team/delete': {
      query: {
        type: 'object',
        properties: { nick: { type: 'string' }, reason: { type: 'string' } },
      },
    },
    'put /api/v1/team/{id}/punish': { body: { $ref: '#/definitions/TeamPunishRequest' } },
    'get /api/v1/team/punishments': {
      query: { type: 'object', properties: { nick: { type: 'string' } } },
    },
    'post /api/v1/audit/add': { body: { $ref: '#/definitions/AuditCreate' } },
    'post /api/v1/news/add': { body: { $ref: '#/definitions/NewsCreate' } },
    'post /api/v1/investigation/add': { body: { $ref: '#/definitions/InvestigationCreate' } },
    'post /api/v1/ib-investigation/add': { body: { $ref: '#/definitions/IbInvestigationCreate' } },
    'post /api/v1/investigation/close': { body: { $ref: '#/definitions/InvestigationClose' } },
    'post /api/v1/ib-investigation/close': { body: { $ref: '#/definitions/InvestigationClose' } },
    'post /api/v1/report/{investigationId}/add': { body: { $ref: '#/definitions/RaportInput' } },
    'post /api/v1/ib-report/{id}/add': { body: { $ref: '#/definitions/RaportInput' } },
    'get /api/v1/report/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'get /api/v1/ib-report/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'put /api/v1/report/{id}/update': { body: { $ref: '#/definitions/RaportInput' } },
    'put /api/v1/ib-report/{id}/update': { body: { $ref: '#/definitions/RaportInput' } },
    'post /api/v1/most-wanted/add': { body: { $ref: '#/definitions/MostWantedInput' } },
    'get /api/v1/most-wanted/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'put /api/v1/most-wanted/{id}/update': { body: { $ref: '#/definitions/MostWantedInput' } },
    'put /api/v1/most-wanted/{id}/arrest': { body: { $ref: '#/definitions/MostWantedArrest' } },
    'post /api/v1/intelligence/add': { body: { $ref: '#/definitions/DossierInput' } },
    'get /api/v1/intelligence/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'put /api/v1/intelligence/{id}/update': { body: { $ref: '#/definitions/DossierInput' } },
    'post /api/v1/act/add': { body: { $ref: '#/definitions/ActCreate' } },
    'post /api/v1/act/add/tribunal': { body: { $ref: '#/definitions/TribunalActCreate' } },
    'get /api/v1/act/all': {
      query: {
        type: 'object',
        properties: {
          faction: { type: 'string' },
          nick: { type: 'string' },
          authorReq: { type: 'string' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
          page: { type: 'integer' },
          size: { type: 'integer' },
        },
      },
    },
    'put /api/v1/act/{id}/update': {
      query: { type: 'object', properties: { status: { $ref: '#/definitions/ActStatus' } } },
    },
    'put /api/v1/act/{id}/update/verdict': { body: { $ref: '#/definitions/ActVerdict' } },
    'put /api/v1/act/{id}/update/expanded': { body: { $ref: '#/definitions/ActExecution' } },
    'post /api/v1/punishment/add': { body: { $ref: '#/definitions/PunishmentCreate' } },
    'get /api/v1/punishment/all': {
      query: {
        type: 'object',
        properties: {
          faction: { type: 'string' },
          nick: { type: 'string' },
          authorReq: { type: 'string' },
          type: { $ref: '#/definitions/PunishmentType' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
          page: { type: 'integer' },
          size: { type: 'integer' },
        },
      },
    },
    'put /api/v1/punishment/{id}/type/update': {
      query: {
        type: 'object',
        properties: {
          type: { $ref: '#/definitions/PunishmentType' },
          rangCount: { type: 'integer' },
        },
      },
    },
    'post /api/v1/blacklist/add': { body: { $ref: '#/definitions/BlacklistCreate' } },
    'post /api/v1/order/add': { body: { $ref: '#/definitions/OrderCreate' } },
    'put /api/v1/order/{id}/approve': { body: { $ref: '#/definitions/OrderApprove' } },
    'put /api/v1/order/{id}/decline': { body: { $ref: '#/definitions/OrderDecline' } },
    'post /api/v1/office/add': { body: { $ref: '#/definitions/OfficeCreate' } },
    'put /api/v1/office/{id}/approve': {
      query: { type: 'object', properties: { level: { type: 'string' } } },
    },
    'put /api/v1/office/{id}/decline': {
      query: { type: 'object', properties: { comment: { type: 'string' } } },
    },
    'put /api/v1/office/{id}/update': {
      query: { type: 'object', properties: { level: { type: 'string' } } },
    },
    'post /api/v1/inactive/add': { body: { $ref: '#/definitions/InactivityCreate' } },
    'put /api/v1/inactive/{id}/decline': {
      body: { $ref: '#/definitions/CommentBody' },
      query: { type: 'object', properties: { comment: { type: 'string' } } },
    },
    'post /api/v1/national-security/add': { body: { $ref: '#/definitions/NationalSecurityInput' } },
    'get /api/v1/national-security/all': {
      query: {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string' } },
          faction: { type: 'string' },
          nick: { type: 'string' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
        },
      },
    },
    'put /api/v1/national-security/{id}/update': {
      body: { $ref: '#/definitions/NationalSecurityInput' },
    },
    'post /api/v1/protocol/add': {
      query: { type: 'object', properties: { type: { type: 'string' } } },
    },
    'put /api/v1/profile/photo': {
      query: { type: 'object', properties: { photo: { type: 'string' } } },
    },
    'put /api/v1/profile/photo/nick/{nick}': {
      query: { type: 'object', properties: { photo: { type: 'string' } } },
    },
    'put /api/v1/profile/main': { body: { $ref: '#/definitions/ProfileMainInput' } },
    'put /api/v1/profile/main/nick/{nick}': { body: { $ref: '#/definitions/ProfileMainInput' } },
    'put /api/v1/profile/biography': { body: { $ref: '#/definitions/ProfileBiographyInput' } },
    'put /api/v1/profile/biography/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileBiographyInput' },
    },
    'put /api/v1/profile/education': { body: { $ref: '#/definitions/ProfileEducationInput' } },
    'put /api/v1/profile/education/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileEducationInput' },
    },
    'put /api/v1/profile/skills': { body: { $ref: '#/definitions/ProfileSkillsInput' } },
    'put /api/v1/profile/skills/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileSkillsInput' },
    },
    'put /api/v1/profile/qualities': { body: { $ref: '#/definitions/ProfileQualitiesInput' } },
    'put /api/v1/profile/qualities/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileQualitiesInput' },
    },
    'put /api/v1/profile/service-record': {
      body: { $ref: '#/definitions/ProfileServiceRecordInput' },
    },
    'put /api/v1/profile/service-record/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileServiceRecordInput' },
    },
    'post /api/v1/academy-template/add': { body: { $ref: '#/definitions/AcademyTemplateInput' } },
    'put /api/v1/academy-template/{id}/update': {
      body: { $ref: '#/definitions/AcademyTemplateInput' },
    },
    'put /api/v1/academy-exam/update': {
      body: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
    },
    'put /api/v1/academy-exam/{examId}/update-test': {
      query: { type: 'object', properties: { value: { $ref: '#/definitions/TestResult' } } },
    },
    'put /api/v1/team/update-promotion-date': {
      body: { $ref: '#/definitions/PromotionDateInput' },
    },
    'post /api/v1/tests/add': { body: { $ref: '#/definitions/TestCreate' } },
    'get /api/v1/tests/start': {
      query: { type: 'object', properties: { conditionName: { type: 'string' } } },
    },
    'get /api/v1/tests/process': {
      query: { type: 'object', properties: { conditionName: { type: 'string' } } },
    },
    'post /api/v1/tests/submit': { body: { $ref: '#/definitions/TestSubmission' } },
    'post /api/v1/laboratory/add': { body: { $ref: '#/definitions/LabRequestCreate' } },
    'get /api/v1/laboratory/all': {
      query: {
        type: 'object',
        properties: {
          approver: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer' },
          size: { type: 'integer' },
        },
      },
    },
    'put /api/v1/laboratory/{id}/decline': { body: { $ref: '#/definitions/CommentBody' } },
    'put /api/v1/laboratory/{id}/execute': { body: { $ref: '#/definitions/LabExecution' } },
    'post /api/v1/suspect/add': { body: { $ref: '#/definitions/SuspectCreate' } },
    'get /api/v1/suspect/all': {
      query: {
        type: 'object',
        properties: {
          author: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer' },
          size: { type: 'integer' },
        },
      },
    },
    'get /api/v1/suspect/all/public': {
      query: {
        type: 'object',
        properties: {
          author: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer' },
          size: { type: 'integer' },
        },
      },
    },
    'put /api/v1/suspect/{id}/second-arrest': { body: { $ref: '#/definitions/ArrestInput' } },
    'put /api/v1/suspect/{id}/third-arrest': { body: { $ref: '#/definitions/ArrestInput' } },
    'post /api/v1/dea-home-check/add': { body: { $ref: '#/definitions/HomeCheckCreate' } },
    'put /api/v1/dea-home-check/{id}/update-status-comment': {
      query: {
        type: 'object',
        properties: {
          status: { $ref: '#/definitions/HomeCheckStatus' },
          comment: { type: 'string' },
        },
      },
    },
    'put /api/v1/dea-home-check/{id}/update-status': {
      query: { type: 'object', properties: { status: { $ref: '#/definitions/HomeCheckStatus' } } },
    },
    'put /api/v1/dea-home-check/{id}/execute': { body: { $ref: '#/definitions/ProvesInput' } },
    'post /api/v1/dea-reports/add': { body: { $ref: '#/definitions/DeaReportCreate' } },
    'put /api/v1/dea-check/{id}/update': { body: { $ref: '#/definitions/DeaCheckInput' } },
  },
};
