// Generated from openapi.yaml by `npm run api:generate` (scripts/request-schemas.mjs). Do not edit.
/**
 * The contract's schema of each operation's request (body and query), keyed by `method path`,
 * as JSON Schema (2020-12, OpenAPI 3.1's dialect) with refs into `definitions`; `bodyRequired`
 * when the operation needs a body. Read by mocks/src/http/requestCheck.ts.
 */
export const REQUEST_SCHEMAS: {
  definitions: Record<string, object>;
  operations: Record<string, { body?: object; bodyRequired?: boolean; query?: object }>;
} = {
  definitions: {
    LoginRequest: {
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    },
    RefreshRequest: {
      type: 'object',
      required: ['refreshToken'],
      properties: { refreshToken: { type: 'string' } },
    },
    Nick: { type: 'string', maxLength: 50, pattern: '^[A-Z][a-zA-Z]+_[A-Z][a-zA-Z]+$' },
    Direction: { type: 'string', enum: ['CID', 'DEA'] },
    NewAgent: {
      type: 'object',
      required: ['nick', 'rang', 'direction', 'position', 'agentNo', 'vkLink'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        rang: { type: 'string' },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
        position: { type: ['string', 'null'] },
        agentNo: { type: 'string', pattern: '^\\d{3}$' },
        vkLink: { type: 'string' },
      },
    },
    ServerRole: {
      type: 'string',
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
    TeamMemberUpdate: {
      type: 'object',
      required: [
        'oldNick',
        'newNick',
        'rang',
        'agentNo',
        'position',
        'direction',
        'roles',
        'vkLink',
      ],
      properties: {
        oldNick: { type: 'string' },
        newNick: { $ref: '#/definitions/Nick' },
        rang: { type: 'string' },
        agentNo: { type: 'string', pattern: '^\\d{3}$' },
        position: { type: ['string', 'null'] },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
        roles: { type: 'array', items: { $ref: '#/definitions/ServerRole' } },
        vkLink: { type: 'string' },
      },
    },
    TeamPunishmentType: { type: 'string', enum: ['warning', 'reprimand'] },
    TeamPunishRequest: {
      type: 'object',
      required: ['type', 'reason'],
      properties: {
        type: { $ref: '#/definitions/TeamPunishmentType' },
        reason: { type: 'string' },
      },
    },
    AuditType: { type: 'string', enum: ['PROMOTION', 'POSITION', 'INACTIVE'] },
    AuditCreate: {
      type: 'object',
      required: ['nick', 'type'],
      properties: {
        nick: { type: 'string' },
        type: { $ref: '#/definitions/AuditType' },
        rang: { type: ['string', 'null'] },
        position: { type: ['string', 'null'] },
      },
    },
    NewsCreate: {
      type: 'object',
      required: ['header', 'subheader', 'text', 'photo'],
      properties: {
        header: { type: 'string' },
        subheader: { type: 'string' },
        text: { type: 'string' },
        photo: { type: 'string' },
      },
    },
    Faction: {
      type: 'string',
      enum: [
        'FBI',
        'LSPD',
        'LSSD',
        'SANG',
        'EMS',
        'Правительство',
        'Weazel News',
        'Ballas',
        'Grove Street',
        'Vagos',
        'Marabunta Grande',
        'Bloods',
        'La Cosa Nostra',
        'Русская мафия',
        'Yakuza',
        'Армянская мафия',
      ],
    },
    InvestigationCreate: {
      type: 'object',
      required: ['faction', 'isJoint'],
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        isJoint: { type: 'boolean' },
        direction: { oneOf: [{ $ref: '#/definitions/Direction' }, { type: 'null' }] },
      },
    },
    IbInvestigationCreate: {
      type: 'object',
      required: ['faction'],
      properties: { faction: { $ref: '#/definitions/Faction' } },
    },
    InvestigationClose: {
      type: 'object',
      required: ['description', 'selectedReports'],
      properties: {
        description: { type: 'string' },
        selectedReports: { type: 'array', items: { type: 'integer', format: 'int64' } },
      },
    },
    Articles: { type: 'array', items: { type: 'string' } },
    Link: { type: 'string', pattern: '^(https?://\\S+|(www\\.)?vk\\.com/\\S*)$' },
    Links: { type: 'array', items: { $ref: '#/definitions/Link' } },
    RaportInput: {
      type: 'object',
      required: ['description', 'cautions', 'proves'],
      properties: {
        description: { type: 'string' },
        cautions: { $ref: '#/definitions/Articles' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    MostWantedInput: {
      type: 'object',
      required: [
        'nick',
        'sex',
        'eyes',
        'height',
        'weight',
        'hair',
        'race',
        'nation',
        'activity',
        'signs',
        'description',
        'photo',
        'mainViolation',
        'proves',
        'cautions',
      ],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string', maxLength: 150 },
        sex: { type: 'boolean' },
        eyes: { type: 'string', maxLength: 100 },
        height: { type: 'string', maxLength: 100 },
        weight: { type: 'string', maxLength: 100 },
        hair: { type: 'string', maxLength: 100 },
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
      required: ['isGuilty', 'region', 'city', 'proves'],
      properties: {
        isGuilty: { type: 'boolean' },
        region: { type: 'string' },
        city: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    DossierInput: {
      type: 'object',
      required: [
        'nick',
        'race',
        'nation',
        'organization',
        'position',
        'description',
        'photo',
        'proves',
        'cautions',
      ],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string', maxLength: 150 },
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
      required: ['nick', 'description', 'proves', 'faction'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        description: { type: 'string' },
        proves: { $ref: '#/definitions/Links' },
        faction: { $ref: '#/definitions/Faction' },
      },
    },
    TribunalActCreate: {
      type: 'object',
      required: ['nick', 'verdict', 'prove', 'faction'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        verdict: { type: 'string' },
        prove: { $ref: '#/definitions/Link' },
        faction: { $ref: '#/definitions/Faction' },
      },
    },
    ActStatus: {
      type: 'string',
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
    ActVerdict: {
      type: 'object',
      required: ['verdict', 'status'],
      properties: {
        verdict: { type: 'string' },
        status: { type: 'string', enum: ['DECLINED', 'AWAIT_IN_GAME'] },
      },
    },
    PunishmentType: {
      type: 'string',
      enum: ['Предупреждение', 'Выговор', 'Строгий выговор', 'Понижение', 'Увольнение'],
    },
    ActExecution: {
      type: 'object',
      required: ['cautions', 'type', 'punishmentProve'],
      properties: {
        cautions: { $ref: '#/definitions/Articles' },
        type: { $ref: '#/definitions/PunishmentType' },
        punishmentProve: { $ref: '#/definitions/Link' },
        rangCount: { type: ['integer', 'null'], minimum: 1 },
      },
    },
    PunishmentCreate: {
      type: 'object',
      required: ['nick', 'faction', 'cautions', 'type', 'violationProves', 'punishmentProve'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        faction: { $ref: '#/definitions/Faction' },
        cautions: { $ref: '#/definitions/Articles' },
        type: { $ref: '#/definitions/PunishmentType' },
        violationProves: { $ref: '#/definitions/Links' },
        punishmentProve: { $ref: '#/definitions/Link' },
        rangCount: { type: ['integer', 'null'], minimum: 1 },
      },
    },
    BlacklistCreate: {
      type: 'object',
      required: ['nick', 'reason', 'daysCount'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        reason: { type: 'string' },
        daysCount: { type: 'integer', minimum: 1, maximum: 7 },
      },
    },
    OperationType: {
      type: 'string',
      enum: [
        'Обыск жилища',
        'Обыск транспортного средства',
        'Обыск территории организации',
        'Задержание',
        'Штурм',
        'Освобождение заложников',
        'Наружное наблюдение',
        'Прослушивание',
        'Контрольная закупка',
        'Арест имущества',
      ],
    },
    OrderCreate: {
      type: 'object',
      required: [
        'author',
        'description',
        'operationType',
        'operationStartTime',
        'faction',
        'position',
        'rang',
      ],
      properties: {
        author: { type: 'string' },
        description: { type: 'string' },
        operationType: { $ref: '#/definitions/OperationType' },
        operationStartTime: { type: 'string', format: 'date-time' },
        faction: { $ref: '#/definitions/Faction' },
        position: { type: 'string' },
        rang: { type: 'string' },
        investigation: { type: ['string', 'null'] },
      },
    },
    OrderApprove: {
      type: 'object',
      required: ['operationType'],
      properties: { operationType: { $ref: '#/definitions/OperationType' } },
    },
    OrderDecline: {
      type: 'object',
      required: ['comment', 'operationType'],
      properties: {
        comment: { type: 'string' },
        operationType: { $ref: '#/definitions/OperationType' },
      },
    },
    OfficeCreate: {
      type: 'object',
      required: ['author', 'faction', 'rang', 'position', 'passport', 'description'],
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
      required: ['dueDate', 'reason'],
      properties: { dueDate: { type: 'string', format: 'date' }, reason: { type: 'string' } },
    },
    CommentBody: {
      type: 'object',
      required: ['comment'],
      properties: { comment: { type: 'string' } },
    },
    NationalSecurityInput: {
      type: 'object',
      required: ['faction', 'description', 'mark'],
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        description: { type: 'string' },
        mark: { type: 'integer', minimum: 0, maximum: 10 },
      },
    },
    Gender: { type: 'string', enum: ['Мужской', 'Женский'] },
    ProfileMainInput: {
      type: 'object',
      required: [
        'fullName',
        'gender',
        'ethnicity',
        'birthDate',
        'birthPlace',
        'citizenship',
        'insurance',
        'residence',
        'maritalStatus',
        'phone',
      ],
      properties: {
        fullName: { type: 'string', maxLength: 50 },
        gender: { $ref: '#/definitions/Gender' },
        ethnicity: { type: 'string' },
        birthDate: { type: 'string', format: 'date' },
        birthPlace: { type: 'string', maxLength: 150 },
        citizenship: { type: 'string' },
        insurance: { type: 'string' },
        residence: { type: 'string' },
        maritalStatus: { type: 'string' },
        phone: { type: 'string' },
        position: { type: ['string', 'null'] },
      },
    },
    ProfileBiographyInput: {
      type: 'object',
      required: ['biography'],
      properties: { biography: { type: 'string' } },
    },
    ProfileEducationInput: {
      type: 'object',
      required: ['education'],
      properties: { education: { type: 'string' } },
    },
    ProfileSkillsInput: {
      type: 'object',
      required: ['skills'],
      properties: { skills: { type: 'string', maxLength: 2500 } },
    },
    ProfileQualitiesInput: {
      type: 'object',
      required: ['qualities'],
      properties: { qualities: { type: 'string' } },
    },
    ProfileServiceRecordInput: {
      type: 'object',
      required: ['serviceRecord'],
      properties: { serviceRecord: { type: 'string' } },
    },
    AcademyRank: { type: 'string', enum: ['TRAINEE', 'ATTENDANT', 'JUNIOR_AGENT'] },
    ConditionType: { type: 'string', enum: ['OPTION', 'LOGICAL', 'TEST'] },
    AcademyConditionInput: {
      type: 'object',
      required: ['name', 'rang', 'conditionType'],
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
      required: ['name', 'conditions'],
      properties: {
        name: { type: 'string' },
        conditions: {
          type: 'array',
          minItems: 1,
          items: { $ref: '#/definitions/AcademyConditionInput' },
        },
      },
    },
    TestResult: { type: 'string', enum: ['Сдал', 'Не Сдал'] },
    PromotionDateInput: {
      type: 'object',
      required: ['nick', 'nextPromotionDate'],
      properties: {
        nick: { type: 'string' },
        nextPromotionDate: { type: 'string', format: 'date' },
      },
    },
    TestQuestionInput: {
      type: 'object',
      required: ['title', 'options', 'correctOptionIndex', 'isFreeText'],
      properties: {
        title: { type: 'string' },
        options: { type: 'array', items: { type: 'string' } },
        correctOptionIndex: { type: 'integer', minimum: -1 },
        isFreeText: { type: 'boolean' },
      },
    },
    TestCreate: {
      type: 'object',
      required: ['title', 'questions'],
      properties: {
        title: { type: 'string' },
        questions: {
          type: 'array',
          minItems: 1,
          items: { $ref: '#/definitions/TestQuestionInput' },
        },
      },
    },
    TestOption: {
      type: 'object',
      required: ['id', 'text'],
      properties: { id: { type: 'integer', format: 'int64' }, text: { type: 'string' } },
    },
    TestSubmission: {
      type: 'object',
      required: ['testId', 'title', 'questions'],
      properties: {
        testId: { type: 'integer', format: 'int64' },
        title: { type: 'string' },
        questions: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'title', 'options'],
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
    ExpertiseKind: {
      type: 'string',
      enum: [
        'Баллистическая экспертиза',
        'Дактилоскопическая экспертиза',
        'Трасологическая экспертиза',
        'Молекулярно-генетическая экспертиза (ДНК)',
        'Химическая экспертиза',
        'Токсикологическая экспертиза',
        'Экспертиза наркотических средств',
        'Почерковедческая экспертиза',
        'Техническая экспертиза документов',
        'Компьютерно-техническая экспертиза',
        'Фоноскопическая экспертиза',
        'Портретная экспертиза',
        'Взрывотехническая экспертиза',
        'Пожарно-техническая экспертиза',
        'Автотехническая экспертиза',
        'Судебно-медицинская экспертиза',
      ],
    },
    Expertise: {
      type: 'object',
      required: ['name'],
      properties: { name: { $ref: '#/definitions/ExpertiseKind' } },
    },
    LabRequestCreate: {
      type: 'object',
      required: [
        'nick',
        'faction',
        'rang',
        'division',
        'expertise',
        'goal',
        'proves',
        'objects',
        'type',
      ],
      properties: {
        nick: { type: 'string' },
        faction: { $ref: '#/definitions/Faction' },
        rang: { type: 'string' },
        division: { type: 'string' },
        expertise: { type: 'array', minItems: 1, items: { $ref: '#/definitions/Expertise' } },
        goal: { type: 'string' },
        proves: { $ref: '#/definitions/Link' },
        objects: { type: 'string' },
        type: { type: 'string' },
      },
    },
    LabAnswer: {
      type: 'object',
      required: ['name', 'text', 'link', 'methods'],
      properties: {
        name: { $ref: '#/definitions/ExpertiseKind' },
        text: { type: 'string' },
        link: { $ref: '#/definitions/Link' },
        methods: { type: 'string' },
      },
    },
    LabExecution: {
      type: 'object',
      required: ['answers'],
      properties: { answers: { type: 'array', items: { $ref: '#/definitions/LabAnswer' } } },
    },
    SuspectCreate: {
      type: 'object',
      required: ['nick', 'prove', 'arrest'],
      properties: {
        nick: { $ref: '#/definitions/Nick' },
        prove: { $ref: '#/definitions/Link' },
        arrest: { $ref: '#/definitions/Link' },
      },
    },
    ArrestInput: {
      type: 'object',
      required: ['arrest'],
      properties: { arrest: { $ref: '#/definitions/Link' } },
    },
    HomeCheckCreate: {
      type: 'object',
      required: ['houseNo', 'nick', 'faction', 'rang', 'violationDate', 'proves'],
      properties: {
        houseNo: { type: 'string', maxLength: 50 },
        nick: { $ref: '#/definitions/Nick' },
        faction: { $ref: '#/definitions/Faction' },
        rang: { type: 'string' },
        violationDate: { type: 'string', format: 'date' },
        proves: { $ref: '#/definitions/Links' },
      },
    },
    HomeCheckStatus: {
      type: 'string',
      enum: ['ON_HEAD_CHECK', 'CHECK_ALLOWED', 'EXPIRED', 'CANCELED', 'SUCCESS'],
    },
    ProvesInput: {
      type: 'object',
      required: ['proves'],
      properties: { proves: { $ref: '#/definitions/Links' } },
    },
    DeaReportRow: {
      type: 'object',
      required: ['title', 'link'],
      properties: { title: { type: 'string' }, link: { $ref: '#/definitions/Link' } },
    },
    DeaReportCreate: {
      type: 'object',
      required: ['proves'],
      properties: {
        proves: { type: 'array', minItems: 1, items: { $ref: '#/definitions/DeaReportRow' } },
      },
    },
    DeaCheckInput: {
      type: 'object',
      required: ['faction', 'time', 'agents'],
      properties: {
        faction: { $ref: '#/definitions/Faction' },
        time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        agents: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  operations: {
    'post /api/v1/auth/login': { body: { $ref: '#/definitions/LoginRequest' }, bodyRequired: true },
    'post /api/v1/auth/refresh': {
      body: { $ref: '#/definitions/RefreshRequest' },
      bodyRequired: true,
    },
    'post /api/v1/team/add': { body: { $ref: '#/definitions/NewAgent' }, bodyRequired: true },
    'put /api/v1/team/{id}/update': {
      body: { $ref: '#/definitions/TeamMemberUpdate' },
      bodyRequired: true,
    },
    'delete /api/v1/team/delete': {
      query: {
        type: 'object',
        properties: { nick: { type: 'string' }, reason: { type: 'string' } },
        required: ['nick', 'reason'],
      },
    },
    'put /api/v1/team/{id}/punish': {
      body: { $ref: '#/definitions/TeamPunishRequest' },
      bodyRequired: true,
    },
    'get /api/v1/team/punishments': {
      query: { type: 'object', properties: { nick: { type: 'string' } } },
    },
    'post /api/v1/audit/add': { body: { $ref: '#/definitions/AuditCreate' }, bodyRequired: true },
    'post /api/v1/news/add': { body: { $ref: '#/definitions/NewsCreate' }, bodyRequired: true },
    'post /api/v1/investigation/add': {
      body: { $ref: '#/definitions/InvestigationCreate' },
      bodyRequired: true,
    },
    'post /api/v1/ib-investigation/add': {
      body: { $ref: '#/definitions/IbInvestigationCreate' },
      bodyRequired: true,
    },
    'post /api/v1/investigation/close': {
      body: { $ref: '#/definitions/InvestigationClose' },
      bodyRequired: true,
    },
    'post /api/v1/ib-investigation/close': {
      body: { $ref: '#/definitions/InvestigationClose' },
      bodyRequired: true,
    },
    'post /api/v1/report/{investigationId}/add': {
      body: { $ref: '#/definitions/RaportInput' },
      bodyRequired: true,
    },
    'post /api/v1/ib-report/{id}/add': {
      body: { $ref: '#/definitions/RaportInput' },
      bodyRequired: true,
    },
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
    'put /api/v1/report/{id}/update': {
      body: { $ref: '#/definitions/RaportInput' },
      bodyRequired: true,
    },
    'put /api/v1/ib-report/{id}/update': {
      body: { $ref: '#/definitions/RaportInput' },
      bodyRequired: true,
    },
    'post /api/v1/most-wanted/add': {
      body: { $ref: '#/definitions/MostWantedInput' },
      bodyRequired: true,
    },
    'get /api/v1/most-wanted/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'put /api/v1/most-wanted/{id}/update': {
      body: { $ref: '#/definitions/MostWantedInput' },
      bodyRequired: true,
    },
    'put /api/v1/most-wanted/{id}/arrest': {
      body: { $ref: '#/definitions/MostWantedArrest' },
      bodyRequired: true,
    },
    'post /api/v1/intelligence/add': {
      body: { $ref: '#/definitions/DossierInput' },
      bodyRequired: true,
    },
    'get /api/v1/intelligence/all': {
      query: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'string' } } },
      },
    },
    'put /api/v1/intelligence/{id}/update': {
      body: { $ref: '#/definitions/DossierInput' },
      bodyRequired: true,
    },
    'post /api/v1/act/add': { body: { $ref: '#/definitions/ActCreate' }, bodyRequired: true },
    'post /api/v1/act/add/tribunal': {
      body: { $ref: '#/definitions/TribunalActCreate' },
      bodyRequired: true,
    },
    'get /api/v1/act/all': {
      query: {
        type: 'object',
        properties: {
          faction: { $ref: '#/definitions/Faction' },
          nick: { type: 'string' },
          authorReq: { type: 'string' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
          page: { type: 'integer', minimum: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    'put /api/v1/act/{id}/update': {
      query: {
        type: 'object',
        properties: { status: { $ref: '#/definitions/ActStatus' } },
        required: ['status'],
      },
    },
    'put /api/v1/act/{id}/update/verdict': {
      body: { $ref: '#/definitions/ActVerdict' },
      bodyRequired: true,
    },
    'put /api/v1/act/{id}/update/expanded': {
      body: { $ref: '#/definitions/ActExecution' },
      bodyRequired: true,
    },
    'post /api/v1/punishment/add': {
      body: { $ref: '#/definitions/PunishmentCreate' },
      bodyRequired: true,
    },
    'get /api/v1/punishment/all': {
      query: {
        type: 'object',
        properties: {
          faction: { $ref: '#/definitions/Faction' },
          nick: { type: 'string' },
          authorReq: { type: 'string' },
          type: { $ref: '#/definitions/PunishmentType' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
          page: { type: 'integer', minimum: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100 },
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
        required: ['type'],
      },
    },
    'post /api/v1/blacklist/add': {
      body: { $ref: '#/definitions/BlacklistCreate' },
      bodyRequired: true,
    },
    'post /api/v1/order/add': { body: { $ref: '#/definitions/OrderCreate' }, bodyRequired: true },
    'put /api/v1/order/{id}/approve': {
      body: { $ref: '#/definitions/OrderApprove' },
      bodyRequired: true,
    },
    'put /api/v1/order/{id}/decline': {
      body: { $ref: '#/definitions/OrderDecline' },
      bodyRequired: true,
    },
    'post /api/v1/office/add': { body: { $ref: '#/definitions/OfficeCreate' }, bodyRequired: true },
    'put /api/v1/office/{id}/approve': {
      query: { type: 'object', properties: { level: { type: 'string' } }, required: ['level'] },
    },
    'put /api/v1/office/{id}/decline': {
      query: { type: 'object', properties: { comment: { type: 'string' } }, required: ['comment'] },
    },
    'put /api/v1/office/{id}/update': {
      query: { type: 'object', properties: { level: { type: 'string' } }, required: ['level'] },
    },
    'post /api/v1/inactive/add': {
      body: { $ref: '#/definitions/InactivityCreate' },
      bodyRequired: true,
    },
    'put /api/v1/inactive/{id}/decline': {
      body: { $ref: '#/definitions/CommentBody' },
      query: { type: 'object', properties: { comment: { type: 'string' } } },
    },
    'post /api/v1/national-security/add': {
      body: { $ref: '#/definitions/NationalSecurityInput' },
      bodyRequired: true,
    },
    'get /api/v1/national-security/all': {
      query: {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string' } },
          faction: { $ref: '#/definitions/Faction' },
          nick: { type: 'string' },
          dateFrom: { type: 'string', format: 'date' },
          dateTo: { type: 'string', format: 'date' },
        },
      },
    },
    'put /api/v1/national-security/{id}/update': {
      body: { $ref: '#/definitions/NationalSecurityInput' },
      bodyRequired: true,
    },
    'post /api/v1/protocol/add': {
      query: { type: 'object', properties: { type: { type: 'string' } }, required: ['type'] },
    },
    'put /api/v1/profile/photo': {
      query: { type: 'object', properties: { photo: { type: 'string' } }, required: ['photo'] },
    },
    'put /api/v1/profile/photo/nick/{nick}': {
      query: { type: 'object', properties: { photo: { type: 'string' } }, required: ['photo'] },
    },
    'put /api/v1/profile/main': {
      body: { $ref: '#/definitions/ProfileMainInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/main/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileMainInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/biography': {
      body: { $ref: '#/definitions/ProfileBiographyInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/biography/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileBiographyInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/education': {
      body: { $ref: '#/definitions/ProfileEducationInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/education/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileEducationInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/skills': {
      body: { $ref: '#/definitions/ProfileSkillsInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/skills/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileSkillsInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/qualities': {
      body: { $ref: '#/definitions/ProfileQualitiesInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/qualities/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileQualitiesInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/service-record': {
      body: { $ref: '#/definitions/ProfileServiceRecordInput' },
      bodyRequired: true,
    },
    'put /api/v1/profile/service-record/nick/{nick}': {
      body: { $ref: '#/definitions/ProfileServiceRecordInput' },
      bodyRequired: true,
    },
    'post /api/v1/academy-template/add': {
      body: { $ref: '#/definitions/AcademyTemplateInput' },
      bodyRequired: true,
    },
    'put /api/v1/academy-template/{id}/update': {
      body: { $ref: '#/definitions/AcademyTemplateInput' },
      bodyRequired: true,
    },
    'put /api/v1/academy-exam/update': {
      body: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
      bodyRequired: true,
    },
    'put /api/v1/academy-exam/{examId}/update-test': {
      query: {
        type: 'object',
        properties: { value: { $ref: '#/definitions/TestResult' } },
        required: ['value'],
      },
    },
    'put /api/v1/team/update-promotion-date': {
      body: { $ref: '#/definitions/PromotionDateInput' },
      bodyRequired: true,
    },
    'post /api/v1/tests/add': { body: { $ref: '#/definitions/TestCreate' }, bodyRequired: true },
    'get /api/v1/tests/start': {
      query: {
        type: 'object',
        properties: { conditionName: { type: 'string' } },
        required: ['conditionName'],
      },
    },
    'get /api/v1/tests/process': {
      query: {
        type: 'object',
        properties: { conditionName: { type: 'string' } },
        required: ['conditionName'],
      },
    },
    'post /api/v1/tests/submit': {
      body: { $ref: '#/definitions/TestSubmission' },
      bodyRequired: true,
    },
    'post /api/v1/laboratory/add': {
      body: { $ref: '#/definitions/LabRequestCreate' },
      bodyRequired: true,
    },
    'get /api/v1/laboratory/all': {
      query: {
        type: 'object',
        properties: {
          approver: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer', minimum: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    'put /api/v1/laboratory/{id}/decline': {
      body: { $ref: '#/definitions/CommentBody' },
      bodyRequired: true,
    },
    'put /api/v1/laboratory/{id}/execute': {
      body: { $ref: '#/definitions/LabExecution' },
      bodyRequired: true,
    },
    'post /api/v1/suspect/add': {
      body: { $ref: '#/definitions/SuspectCreate' },
      bodyRequired: true,
    },
    'get /api/v1/suspect/all': {
      query: {
        type: 'object',
        properties: {
          author: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer', minimum: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    'get /api/v1/suspect/all/public': {
      query: {
        type: 'object',
        properties: {
          author: { type: 'string' },
          nick: { type: 'string' },
          page: { type: 'integer', minimum: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    'put /api/v1/suspect/{id}/second-arrest': {
      body: { $ref: '#/definitions/ArrestInput' },
      bodyRequired: true,
    },
    'put /api/v1/suspect/{id}/third-arrest': {
      body: { $ref: '#/definitions/ArrestInput' },
      bodyRequired: true,
    },
    'post /api/v1/dea-home-check/add': {
      body: { $ref: '#/definitions/HomeCheckCreate' },
      bodyRequired: true,
    },
    'put /api/v1/dea-home-check/{id}/update-status-comment': {
      query: {
        type: 'object',
        properties: {
          status: { $ref: '#/definitions/HomeCheckStatus' },
          comment: { type: 'string' },
        },
        required: ['status', 'comment'],
      },
    },
    'put /api/v1/dea-home-check/{id}/update-status': {
      query: {
        type: 'object',
        properties: { status: { $ref: '#/definitions/HomeCheckStatus' } },
        required: ['status'],
      },
    },
    'put /api/v1/dea-home-check/{id}/execute': {
      body: { $ref: '#/definitions/ProvesInput' },
      bodyRequired: true,
    },
    'post /api/v1/dea-reports/add': {
      body: { $ref: '#/definitions/DeaReportCreate' },
      bodyRequired: true,
    },
    'put /api/v1/dea-check/{id}/update': {
      body: { $ref: '#/definitions/DeaCheckInput' },
      bodyRequired: true,
    },
  },
};
